import Auth
import Testing

/// Log out asks first, through the view's asynchronous confirmation.
@MainActor
@Suite struct SignedInPresenterTests {
  let fixture = ServiceFixture(FakeTransport.raw(204))
  let view = SignedInSpyView()
  let routes = RouteSpy()
  let presenter: SignedInPresenter

  init() {
    presenter = SignedInPresenter(
      session: AuthSession(email: "ada@example.com", token: "tok"), view: view,
      service: fixture.service)
    presenter.delegate = routes
  }

  @Test func showsWhoSignedIn() {
    #expect(view.statusText == "Signed in as ada@example.com")
  }

  @Test func logOutAsksAndCancelKeepsTheSession() async {
    let logOut = Task { await presenter.signedInViewDidAskToLogOut(view) }
    await yield(until: { view.isAsking })
    #expect(view.asked == [.logOut])
    #expect(view.asked.first?.title == "Log out?")
    #expect(view.asked.first?.cancelTitle == "Cancel")
    #expect(view.asked.first?.confirmTitle == "Log Out")
    view.answer(false)
    await logOut.value
    #expect(fixture.transport.requests.isEmpty)
    #expect(routes.events.isEmpty)
  }

  @Test func confirmingEndsTheSessionOnTheServerAndRoutesBack() async {
    let logOut = Task { await presenter.signedInViewDidAskToLogOut(view) }
    await yield(until: { view.isAsking })
    view.answer(true)
    await logOut.value
    #expect(fixture.transport.requests.first?.headerFields["Authorization"] == "Bearer tok")
    #expect(routes.events == ["logged out"])
  }

  @Test func aServerThatCannotBeToldStillLogsOut() async {
    let fixture = ServiceFixture(FakeTransport.raw(503))
    let presenter = SignedInPresenter(
      session: AuthSession(email: "a@b", token: "t"), view: view, service: fixture.service)
    presenter.delegate = routes
    let logOut = Task { await presenter.signedInViewDidAskToLogOut(view) }
    await yield(until: { view.isAsking })
    view.answer(true)
    await logOut.value
    #expect(routes.events == ["logged out"])
  }

  @Test func askingAgainWhileAskingDoesNothing() async {
    let first = Task { await presenter.signedInViewDidAskToLogOut(view) }
    await yield(until: { view.isAsking })
    await presenter.signedInViewDidAskToLogOut(view)
    #expect(view.asked.count == 1)
    view.answer(false)
    await first.value
  }
}
