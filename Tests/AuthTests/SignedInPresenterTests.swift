import Auth
import Testing
import ThinKit

/// Log out asks first, through the view controller's asynchronous confirmation.
@MainActor
@Suite struct SignedInPresenterTests {
  let fixture = ServiceFixture(FakeTransport.raw(204))
  let view = SignedInSpyView()
  let routes = RouteSpy()
  let presenter: SignedInPresenter
  /// Knows when the log-out waits for its answer.
  let tracker = WorkTracker()

  init() {
    presenter = SignedInPresenter(
      account: AccountSession(
        session: AuthSession(email: "ada@example.com", token: "tok"), service: fixture.service))
    presenter.view = view
    presenter.delegate = routes
    presenter.start()
  }

  /// Another presenter on this suite's view and routes, whose service answers through `transport`.
  private func connectedPresenter(answering reply: FakeTransport.Reply) -> SignedInPresenter {
    let fixture = ServiceFixture(reply)
    let presenter = SignedInPresenter(
      account: AccountSession(
        session: AuthSession(email: "a@b", token: "t"), service: fixture.service))
    presenter.view = view
    presenter.delegate = routes
    return presenter
  }

  @Test func showsWhoSignedIn() {
    #expect(view.statusText == "Signed in as ada@example.com")
  }

  @Test func logOutAsksAndCancelKeepsTheSession() async {
    let logOut = tracker.task { await presenter.signedInViewDidAskToLogOut(view) }
    await tracker.waitUntilIdle()
    #expect(routes.isAsking)
    #expect(routes.logOutQuestions == 1)
    routes.answer(false)
    await logOut.value
    #expect(fixture.transport.requests.isEmpty)
    #expect(routes.events.isEmpty)
  }

  @Test func confirmingEndsTheSessionOnTheServerAndRoutesBack() async {
    let logOut = tracker.task { await presenter.signedInViewDidAskToLogOut(view) }
    await tracker.waitUntilIdle()
    #expect(routes.isAsking)
    routes.answer(true)
    await logOut.value
    #expect(fixture.transport.requests.first?.headerFields["Authorization"] == "Bearer tok")
    #expect(routes.events == [.loggedOut])
  }

  @Test func aServerThatCannotBeToldStillLogsOut() async {
    let presenter = connectedPresenter(answering: FakeTransport.raw(503))
    let logOut = tracker.task { await presenter.signedInViewDidAskToLogOut(view) }
    await tracker.waitUntilIdle()
    #expect(routes.isAsking)
    routes.answer(true)
    await logOut.value
    #expect(routes.events == [.loggedOut])
  }

  /// Telling the server may take up to the request's timeout (a silent server: 10 s): the
  /// screen shows it is busy meanwhile, not a Log out button that seems to do nothing.
  @Test func theScreenIsBusyWhileTheServerIsTold() async {
    let held = HeldAnswer()
    let presenter = connectedPresenter(answering: .deaf(held))
    let logOut = tracker.task { await presenter.signedInViewDidAskToLogOut(view) }
    await tracker.waitUntilIdle()
    #expect(!view.isBusy, "not while asking")
    routes.answer(true)
    await tracker.waitUntilIdle()
    #expect(view.isBusy)
    #expect(routes.events.isEmpty)
    held.release()
    await logOut.value
    #expect(!view.isBusy)
    #expect(routes.events == [.loggedOut])
  }

  @Test func askingAgainWhileAskingDoesNothing() async {
    let first = tracker.task { await presenter.signedInViewDidAskToLogOut(view) }
    await tracker.waitUntilIdle()
    #expect(routes.isAsking)
    await presenter.signedInViewDidAskToLogOut(view)
    #expect(routes.logOutQuestions == 1)
    routes.answer(false)
    await first.value
  }
}
