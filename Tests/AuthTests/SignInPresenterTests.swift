import Auth
import Foundation
import Testing

/// The spec's four submit cases, the busy state, double submits and the outcomes, on a spy
/// view and a fake transport.
@MainActor
@Suite struct SignInPresenterTests {
  let fixture: ServiceFixture
  let store: LastEmailStore
  let view = SignInSpyView()
  let routes = RouteSpy()
  let presenter: SignInPresenter

  init() {
    fixture = ServiceFixture(
      FakeTransport.json(201, ["token": "t", "email": "ada@example.com"]))
    store = LastEmailStore(fileURL: TemporaryDirectory.make().appendingPathComponent("last-email"))
    presenter = connect(
      SignInPresenter(
        service: fixture.service, lastEmailStore: store, hint: "Try demo@thinkit.dev"), to: view)
    presenter.delegate = routes
  }

  @Test func showsTheHintAndAnEmptyEmailOnFirstLaunch() {
    #expect(view.model == SignInViewModel(email: "", hint: "Try demo@thinkit.dev", isBusy: false))
  }

  @Test func emptyEmailMarksTheEmailAndSendsNothing() async {
    await view.submit(email: "  ", password: "pw")?.value
    #expect(view.isEmailInvalid)
    #expect(!view.isPasswordInvalid)
    #expect(view.model.problem == "Enter your email address.")
    #expect(fixture.transport.requests.isEmpty)
    #expect(routes.events.isEmpty, "no alert")
  }

  @Test func anEmailThatIsNotAnAddressMarksTheEmail() async {
    await view.submit(email: "ada.example.com", password: "pw")?.value
    #expect(view.isEmailInvalid)
    #expect(view.model.problem == "Enter a valid email address.")
    #expect(fixture.transport.requests.isEmpty)
    #expect(routes.events.isEmpty)
  }

  @Test func emptyPasswordMarksThePasswordAndClearsTheEmail() async {
    await view.submit(email: "nope", password: "")?.value
    await view.submit(email: "ada@example.com", password: "")?.value
    #expect(!view.isEmailInvalid)
    #expect(view.isPasswordInvalid)
    #expect(view.model.problem == "Enter your password.")
    #expect(fixture.transport.requests.isEmpty)
  }

  @Test func everyRefusedSubmitMarksAgainSoTheFieldShakesAgain() async {
    await view.submit(email: "", password: "")?.value
    await view.submit(email: "", password: "")?.value
    #expect(view.events.filter { $0 == .emailInvalid(true) }.count == 2)
  }

  @Test func bothPresentClearsTheMarksSignsInWhileBusyAndRoutes() async {
    await view.submit(email: "", password: "")?.value
    view.clearEvents()
    await view.submit(email: " ada@example.com ", password: "pw")?.value
    #expect(
      view.events == [
        .problem(nil), .emailInvalid(false), .passwordInvalid(false), .busy(true), .busy(false),
      ])
    #expect(fixture.transport.requests.count == 1)
    #expect(routes.events == [.signedIn(email: "ada@example.com")])
    #expect(view.passwordCleared)
    #expect(await store.load() == "ada@example.com", "saved for the next launch")
  }

  @Test func aSecondSubmitWhileTheFirstRunsDoesNothing() async {
    let silent = ServiceFixture(.silence)
    let view = SignInSpyView()
    let presenter = connect(
      SignInPresenter(service: silent.service, lastEmailStore: store, hint: nil), to: view)
    let first = silent.clock.tracker.withTracking {
      view.submit(email: "ada@example.com", password: "pw")
    }
    await silent.clock.tracker.waitUntilIdle()
    #expect(silent.transport.requests.count == 1)
    #expect(view.model.isBusy)
    #expect(view.form.isBusy)
    #expect(view.submit(email: "ada@example.com", password: "pw") == nil)
    await silent.clock.advance(by: .seconds(10))
    await first?.value
    #expect(silent.transport.requests.count == 1)
    #expect(!view.model.isBusy)
    _ = presenter
  }

  @Test func wrongCredentialsAreRoutedAndMarkNoField() async {
    let fixture = ServiceFixture(
      FakeTransport.json(401, ["code": 1000, "message": "Incorrect email or password."]))
    let presenter = connect(
      SignInPresenter(service: fixture.service, lastEmailStore: store, hint: nil), to: view)
    presenter.delegate = routes
    await view.submit(email: "ada@example.com", password: "bad")?.value
    #expect(routes.events == [.failed(message: "Incorrect email or password.")])
    #expect(!view.isEmailInvalid && !view.isPasswordInvalid)
    #expect(await store.load() == nil, "only a successful sign-in is remembered")
    #expect(!view.passwordCleared)
  }

  @Test func aFieldTheServerRefusesIsMarkedAndTheMessageShown() async {
    let fixture = ServiceFixture(
      FakeTransport.json(400, ["code": 1002, "message": "Enter a valid password."]))
    let presenter = connect(
      SignInPresenter(service: fixture.service, lastEmailStore: store, hint: nil), to: view)
    presenter.delegate = routes
    await view.submit(email: "ada@example.com", password: "x")?.value
    #expect(view.isPasswordInvalid)
    #expect(routes.events == [.failed(message: "Enter a valid password.")])
  }

  /// The error text the sign-in shows when the server hung up on the request: not the
  /// "unreachable" of a connection that could not be made.
  @Test func aConnectionTheServerClosedIsSaidInWords() async {
    let fixture = ServiceFixture(.failure(URLError(.networkConnectionLost)))
    let presenter = connect(
      SignInPresenter(service: fixture.service, lastEmailStore: store, hint: nil), to: view)
    presenter.delegate = routes
    await view.submit(email: "ada@example.com", password: "pw")?.value
    #expect(
      routes.events == [
        .failed(message: "The server closed the connection before it answered. Try again.")
      ])
    #expect(!view.isEmailInvalid && !view.isPasswordInvalid)
  }

  @Test func forgottenPasswordIsRoutedWithTheTrimmedEmail() {
    presenter.signInView(view, didAskForPasswordResetFor: " ada@example.com ")
    #expect(routes.events == [.passwordResetRequested(email: "ada@example.com")])
  }
}
