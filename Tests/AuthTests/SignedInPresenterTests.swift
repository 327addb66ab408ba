import Auth
import Testing

/// Log out asks first, through the view controller's asynchronous confirmation.
@MainActor
@Suite struct SignedInPresenterTests {
  let fixture = ServiceFixture(FakeTransport.raw(204))
  let view = SignedInSpyView()
  let routes = RouteSpy()
  let presenter: SignedInPresenter

  init() {
    presenter = SignedInPresenter(
      account: AccountSession(
        session: AuthSession(email: "ada@example.com", token: "tok"), service: fixture.service))
    presenter.view = view
    presenter.delegate = routes
    presenter.start()
  }

  @Test func showsWhoSignedIn() {
    #expect(view.statusText == "Signed in as ada@example.com")
  }

  @Test func logOutAsksAndCancelKeepsTheSession() async {
    let logOut = Task { await presenter.signedInViewDidAskToLogOut(view) }
    await yield(until: { routes.isAsking })
    #expect(routes.logOutQuestions == 1)
    routes.answer(false)
    await logOut.value
    #expect(fixture.transport.requests.isEmpty)
    #expect(routes.events.isEmpty)
  }

  @Test func confirmingEndsTheSessionOnTheServerAndRoutesBack() async {
    let logOut = Task { await presenter.signedInViewDidAskToLogOut(view) }
    await yield(until: { routes.isAsking })
    routes.answer(true)
    await logOut.value
    #expect(fixture.transport.requests.first?.headerFields["Authorization"] == "Bearer tok")
    #expect(routes.events == [.loggedOut])
  }

  @Test func aServerThatCannotBeToldStillLogsOut() async {
    let fixture = ServiceFixture(FakeTransport.raw(503))
    let presenter = SignedInPresenter(
      account: AccountSession(
        session: AuthSession(email: "a@b", token: "t"), service: fixture.service))
    presenter.view = view
    presenter.delegate = routes
    let logOut = Task { await presenter.signedInViewDidAskToLogOut(view) }
    await yield(until: { routes.isAsking })
    routes.answer(true)
    await logOut.value
    #expect(routes.events == [.loggedOut])
  }

  @Test func askingAgainWhileAskingDoesNothing() async {
    let first = Task { await presenter.signedInViewDidAskToLogOut(view) }
    await yield(until: { routes.isAsking })
    await presenter.signedInViewDidAskToLogOut(view)
    #expect(routes.logOutQuestions == 1)
    routes.answer(false)
    await first.value
  }
}
