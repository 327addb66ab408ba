import Clocks
import Synchronization
import Testing
import ThinDI
import ThinScenes

// Scenes, routes and features as ThinScenes sees them: no UI, a screen is any host object.

/// A host's screen: keeps its scene, as a view controller does.
@MainActor
private class Screen: SceneHost {
  var scene: (any Scene)?
  required init() {}
}

/// The screen of a list of notes, which opens a note by its number.
@MainActor
private final class NotesScreen: Screen {
  var openNote: SceneRoute<Int, Screen>?
}

/// The screen of one note.
@MainActor
private final class NoteScreen: Screen {
  var shown: Int?
  var title: String?
}

/// A model object the note scene needs.
private final class NoteStore: Sendable {
  func title(of number: Int) -> String { "Note \(number)" }
}

/// Where a chosen note opens: declared by the list, bound by an installer.
private enum OpenNote: Destination {
  typealias Argument = Int
}

/// The list's scene: it only connects its route.
@MainActor
private final class NotesScene: Scene {
  init(screen: NotesScreen, resolver: inout Resolver, argument: Void) throws {
    screen.openNote = try resolver.route(to: OpenNote.self)
  }
}

/// The note's scene: reads its store, shows the argument, counts its starts and stops.
@MainActor
private final class NoteScene: Scene {
  nonisolated static var sampleArgument: Int { 1 }
  let store: NoteStore
  private(set) var starts = 0
  private(set) var stops = 0

  init(screen: NoteScreen, resolver: inout Resolver, argument: Int) throws {
    store = try resolver.resolve()
    screen.shown = argument
    screen.title = store.title(of: argument)
  }

  func start() { starts += 1 }
  func stop() { stops += 1 }
}

/// The notes app as a feature, with launch work of its own.
private enum NotesFeature: Feature {
  static let name = "Notes"
}

/// The app's entrance: opens the list.
private enum NotesApp: Destination {}

/// Counts runs of a step, which can be made to fail.
private final class StepLog: Sendable {
  private let state = Mutex((runs: 0, failing: false))
  var runs: Int { state.withLock { $0.runs } }
  var failing: Bool {
    get { state.withLock { $0.failing } }
    set { state.withLock { $0.failing = newValue } }
  }
  func run() throws {
    let failing = state.withLock { state in
      state.runs += 1
      return state.failing
    }
    if failing { throw StepFailure() }
  }
}

private struct StepFailure: Error {}

@MainActor
@Suite struct SceneTests {
  private let log = StepLog()

  private func notesContainer(
    registersStore: Bool = true, bindsNotes: Bool = true, feature: (any Feature.Type)? = nil
  ) throws -> Container {
    var builder = ContainerBuilder()
    if registersStore { builder.register(NoteStore.self, .singleton) { NoteStore() } }
    builder.registerScene(NotesScene.self, feature: feature)
    builder.registerScene(NoteScene.self, feature: feature)
    builder.registerRoute(NotesApp.self, to: NotesScene.self)
    if bindsNotes { builder.registerRoute(OpenNote.self, to: NoteScene.self) }
    let log = log
    builder.addStartupStep("Notes database", feature: NotesFeature.self) { _ in
      StartupAction { try log.run() }
    }
    return try builder.build()
  }

  private func openNotes(_ container: Container) throws -> NotesScreen {
    let screen = try container.route(to: NotesApp.self, showing: Screen.self)()
    return try #require(screen as? NotesScreen)
  }

  @Test func aRouteOpensItsBoundSceneWithTheArgumentAndTheScreenKeepsTheScene() throws {
    let container = try notesContainer()
    let notes = try openNotes(container)
    let route = try #require(notes.openNote)
    #expect(
      ObjectIdentifier(route.destination) == ObjectIdentifier(OpenNote.self),
      "a route names its destination, for hosts")
    var note = try route(7) as? NoteScreen
    #expect(note?.shown == 7)
    #expect(note?.title == "Note 7")
    weak let scene = note?.scene as? NoteScene
    #expect(scene != nil)
    #expect(try route(8) !== note, "a new screen each time")
    note = nil
    #expect(scene == nil, "the scene lives exactly as long as its screen")
  }

  @Test func aRouteThatMakesAnotherKindOfScreenThrowsInsteadOfCasting() throws {
    let container = try notesContainer()
    let wrong = try container.route(to: OpenNote.self, showing: NotesScreen.self)
    #expect {
      _ = try wrong(1)
    } throws: { error in
      "\(error)".contains("route OpenNote") && "\(error)".contains("not a NotesScreen")
    }
  }

  @Test func aRouteToADestinationNoInstallerBoundFailsAtOnceAndInValidation() throws {
    let container = try notesContainer(bindsNotes: false)
    #expect(throws: ResolutionError.self) { try openNotes(container) }
    let report = container.validate()
    #expect(
      report.problems.contains { $0.description.contains("route OpenNote: not registered") },
      "\(report)")
  }

  @Test func validationOpensEveryRouteWithItsScenesSampleAndNamesTheRoute() throws {
    let report = try notesContainer(registersStore: false).validate()
    let problem = try #require(
      report.problems.first { $0.path.first?.description == "route OpenNote" }, "\(report)")
    #expect(
      problem.description
        == "route OpenNote → NoteScene(argument: Int) → NoteStore: not registered")
    #expect(try notesContainer().validate().isEmpty)
  }

  @Test func theHostStartsAndStopsTheSceneOfItsScreen() throws {
    let container = try notesContainer()
    let note = try container.route(to: OpenNote.self, showing: Screen.self)(3)
    let scene = try #require(note.scene as? NoteScene)
    #expect(scene.starts == 0, "building a scene starts nothing")
    note.scene?.start()
    note.scene?.stop()
    #expect(scene.starts == 1 && scene.stops == 1)
  }

  @Test func aFeaturesStepsRunWhenItsRouteIsFirstPreparedOnceForAll() async throws {
    let container = try notesContainer(feature: NotesFeature.self)
    #expect(container.startupSteps.isEmpty)
    #expect(container.startupSteps(of: NotesFeature.self) == ["Notes database"])
    _ = try await container.runStartup(clock: TestClock())
    #expect(log.runs == 0, "the launch runs no feature's steps")
    let route = try container.route(to: NotesApp.self, showing: Screen.self)
    #expect(route.needsPreparation)
    async let first = route.prepare(clock: TestClock())
    async let second = route.prepare(clock: TestClock())
    let reports = try await [first, second]
    #expect(reports.map { $0.steps.map(\.name) } == [["Notes database"], ["Notes database"]])
    #expect(log.runs == 1, "one run, however many ask at once")
    #expect(!route.needsPreparation)
    #expect(container.hasStarted(NotesFeature.self))
    try await route.prepare()
    #expect(log.runs == 1)
  }

  @Test func aFeatureWhoseStepFailedTriesAgainNextTime() async throws {
    let container = try notesContainer(feature: NotesFeature.self)
    log.failing = true
    await #expect(throws: StartupError.self) {
      try await container.start(NotesFeature.self, clock: TestClock())
    }
    #expect(!container.hasStarted(NotesFeature.self))
    log.failing = false
    _ = try await container.start(NotesFeature.self, clock: TestClock())
    #expect(log.runs == 2)
    #expect(container.hasStarted(NotesFeature.self))
  }
}

// MARK: - Scopes opened by routes

/// A signed-in user's credentials, given to the session's scope by the route that opens it.
private struct Credentials: Sendable, Equatable {
  let user: String
}

/// An object of the session: one per scope, built from the scope's credentials.
private final class Account: Sendable {
  let credentials: Credentials
  init(credentials: Credentials) { self.credentials = credentials }
}

/// Where a signed-in user goes.
private enum SignedIn: Destination {
  typealias Argument = Credentials
}

/// The signed-in screen: keeps the session's scope and ends it as it goes.
@MainActor
private final class AccountScene: Scene {
  nonisolated static var sampleArgument: Credentials { Credentials(user: "sample") }
  let account: Account
  let session: Scope?

  init(screen: NoteScreen, resolver: inout Resolver, argument: Credentials) throws {
    account = try resolver.resolve()
    session = resolver.scope
    screen.title = account.credentials.user
  }

  func stop() { session?.end() }
}

@MainActor
@Suite struct SceneScopeTests {
  private func container() throws -> Container {
    var builder = ContainerBuilder()
    builder.registerScopedValue(Credentials.self, sample: Credentials(user: "sample"))
    builder.register(Account.self, .scoped) { r in Account(credentials: try r.resolve()) }
    builder.registerScene(AccountScene.self)
    builder.registerRoute(SignedIn.self, to: AccountScene.self, scope: .new(named: "signed in"))
    return try builder.build()
  }

  @Test func eachOpeningBeginsAScopeGivenTheArgumentAndEndingItReleasesTheSession() throws {
    let container = try container()
    let route = try container.route(to: SignedIn.self, showing: Screen.self)
    var ada: Screen? = try route(Credentials(user: "ada"))
    let bob = try route(Credentials(user: "bob"))
    #expect((ada as? NoteScreen)?.title == "ada")
    #expect((bob as? NoteScreen)?.title == "bob")
    weak let account = (ada?.scene as? AccountScene)?.account
    weak let session = (ada?.scene as? AccountScene)?.session
    #expect(account != nil && account !== (bob.scene as? AccountScene)?.account, "a scope each")
    #expect(session?.name == "signed in")
    ada?.scene?.stop()
    #expect(session?.hasEnded == true)
    ada = nil
    #expect(account == nil, "the session's objects go with it")
    #expect(session == nil)
  }

  @Test func aScopedValueNobodyGaveIsAnErrorInWords() throws {
    let container = try container()
    let scope = container.makeScope()
    #expect {
      _ = try scope.resolve(Account.self)
    } throws: { error in
      "\(error)".contains("no Credentials was given to this scope")
    }
    try scope.provide(Credentials(user: "cy"))
    #expect(try scope.resolve(Account.self).credentials.user == "cy")
  }

  @Test func validationGivesScopedValuesTheirSample() throws {
    let report = try container().validate()
    #expect(report.isEmpty, "\(report)")
  }
}
