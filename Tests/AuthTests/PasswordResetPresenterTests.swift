import Auth
import Testing

/// The forgotten-password sheet: prefilled, checked, and the same answer for everyone.
@MainActor
@Suite struct PasswordResetPresenterTests {
  @Test func prefillsPostsAndAnswersTheSameSentence() async {
    let fixture = ServiceFixture(FakeTransport.raw(202))
    let view = PasswordResetSpyView()
    let presenter = connect(
      PasswordResetPresenter(email: "ada@example.com", service: fixture.service), to: view)
    #expect(view.model.email == "ada@example.com")
    await presenter.passwordResetView(view, didSubmitEmail: "who@example.com ")
    #expect(
      view.model.answer == "If an account exists for who@example.com, a reset link is on its way.")
    #expect(!view.model.isBusy)
    #expect(view.invalidMarks == [false])
    #expect(fixture.transport.requests.count == 1)
  }

  @Test func anEmailThatIsNotAnAddressIsMarkedAndNotSent() async {
    let fixture = ServiceFixture(FakeTransport.raw(202))
    let view = PasswordResetSpyView()
    let presenter = connect(PasswordResetPresenter(email: "", service: fixture.service), to: view)
    await presenter.passwordResetView(view, didSubmitEmail: "")
    await presenter.passwordResetView(view, didSubmitEmail: "ada")
    #expect(view.invalidMarks == [true, true])
    #expect(view.model.answer == nil)
    #expect(fixture.transport.requests.isEmpty)
  }

  @Test func failuresAndClosingAreRouted() async {
    let fixture = ServiceFixture(.failure(URLErrorStub.refused))
    let view = PasswordResetSpyView()
    let routes = RouteSpy()
    let presenter = connect(PasswordResetPresenter(email: "", service: fixture.service), to: view)
    presenter.delegate = routes
    await presenter.passwordResetView(view, didSubmitEmail: "ada@example.com")
    presenter.passwordResetViewDidFinish(view)
    #expect(routes.events == [.resetFailed(.unreachable), .resetFinished])
    #expect(view.model.answer == nil)
  }
}
