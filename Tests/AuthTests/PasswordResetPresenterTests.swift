import Auth
import Testing

/// The forgotten-password sheet: prefilled, checked, and the same answer for everyone.
@MainActor
@Suite struct PasswordResetPresenterTests {
  @Test func prefillsPostsAndAnswersTheSameSentence() async {
    let fixture = ServiceFixture(FakeTransport.raw(202))
    let view = PasswordResetSpyView()
    let presenter = PasswordResetPresenter(
      email: "ada@example.com", view: view, service: fixture.service)
    #expect(view.model.email == "ada@example.com")
    #expect(view.delegate === presenter)
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
    let presenter = PasswordResetPresenter(email: "", view: view, service: fixture.service)
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
    let presenter = PasswordResetPresenter(email: "", view: view, service: fixture.service)
    presenter.delegate = routes
    await presenter.passwordResetView(view, didSubmitEmail: "ada@example.com")
    presenter.passwordResetViewDidFinish(view)
    #expect(routes.events == ["reset failed unreachable", "reset finished"])
    #expect(view.model.answer == nil)
  }
}
