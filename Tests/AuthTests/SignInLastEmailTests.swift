import Auth
import Foundation
import Testing

/// The sign-in form and the last email: read before the form shows by the Sign-in feature's
/// step, prefilled with no I/O, saved off the main actor before the session routes on, and
/// never in the way of a sign-in.
@MainActor
@Suite struct SignInLastEmailTests {
  let fixture = ServiceFixture(FakeTransport.json(201, ["token": "t", "email": "ada@example.com"]))
  let file = TemporaryDirectory.make().appendingPathComponent("last-email")
  let view = SignInSpyView()
  let routes = RouteSpy()

  /// A presenter over `store`, connected to the spy view and started, as its screen's first
  /// appearance does.
  private func presenter(_ store: any LastEmailStoring, view: SignInSpyView? = nil)
    -> SignInPresenter
  {
    let presenter = connect(
      SignInPresenter(service: fixture.service, lastEmailStore: store, hint: nil),
      to: view ?? self.view)
    presenter.delegate = routes
    return presenter
  }

  /// The step reads the file; the form then prefills from what the store kept, reading nothing
  /// itself: the file gone by the time the form shows changes nothing.
  @Test func theStepReadsTheFileAndTheFormPrefillsWithoutIO() async throws {
    try Data("ada@example.com\n".utf8).write(to: file)
    let store = LastEmailStore(fileURL: file)
    await LastEmailStep(store: store).run()
    try FileManager.default.removeItem(at: file)
    _ = presenter(store)
    #expect(view.model.email == "ada@example.com")
  }

  /// A presenter whose store no step loaded (made by hand) prefills nothing: `start()` does no
  /// I/O, so the email in the file never shows.
  @Test func withoutTheStepTheFormIsNotPrefilled() async throws {
    try Data("ada@example.com\n".utf8).write(to: file)
    _ = presenter(LastEmailStore(fileURL: file))
    #expect(view.model.email == "")
  }

  /// What a sign-in saves prefills the form of the next launch, once its step has run.
  @Test func theLastEmailIsPrefilledOnTheNextLaunch() async {
    let store = LastEmailStore(fileURL: file)
    let first = presenter(store)
    await view.submit(email: "ada@example.com", password: "pw")?.value
    let nextLaunch = LastEmailStore(fileURL: file)
    await LastEmailStep(store: nextLaunch).run()
    let next = SignInSpyView()
    _ = presenter(nextLaunch, view: next)
    #expect(next.model.email == "ada@example.com")
    _ = first
  }

  /// The delegate hears of the success only once the email is saved, off the main actor; the
  /// form stays busy meanwhile and the password is cleared only after.
  @Test func theSaveIsAwaitedBeforeTheDelegateHearsOfTheSuccess() async {
    let store = HeldLastEmailStore()
    let presenter = presenter(store)
    let submission = fixture.clock.tracker.withTracking {
      view.submit(email: "ada@example.com", password: "pw")
    }
    await fixture.clock.tracker.waitUntilIdle()
    #expect(store.saves == [.init(email: "ada@example.com", onMainActor: false)])
    #expect(routes.events.isEmpty, "the delegate waits for the save")
    #expect(!view.passwordCleared)
    #expect(view.model.isBusy)
    store.release()
    await submission?.value
    #expect(routes.events == [.signedIn(email: "ada@example.com")])
    #expect(view.passwordCleared)
    #expect(!view.model.isBusy)
    _ = presenter
  }

  /// Forgetting the email never stops a sign-in: a file that cannot be written (its folder is a
  /// file) is left unwritten, and the session routes on as always.
  @Test func aSaveThatFailsStillSignsIn() async throws {
    let notAFolder = TemporaryDirectory.make().appendingPathComponent("not-a-folder")
    try Data().write(to: notAFolder)
    let store = LastEmailStore(fileURL: notAFolder.appendingPathComponent("last-email"))
    let presenter = presenter(store)
    await view.submit(email: "ada@example.com", password: "pw")?.value
    #expect(routes.events == [.signedIn(email: "ada@example.com")])
    #expect(view.passwordCleared)
    #expect(store.email == nil, "nothing kept")
    #expect(!FileManager.default.fileExists(atPath: store.fileURL.path))
    _ = presenter
  }
}
