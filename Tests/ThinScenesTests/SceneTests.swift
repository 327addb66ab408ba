import Clocks
import Synchronization
import Testing
import ThinDI
import ThinScenes

// Scenes, routes and features as ThinScenes sees them: no UI, a screen is any host object.

/// A host's screen: keeps its scene, as a view controller does.
@MainActor
class Screen: SceneHost {
  let hostedScene = HostedScene()
  var scene: (any Scene)? { hostedScene.scene }
}

/// The screen of a list of notes, made with the route that opens a note by its number.
@MainActor
private final class NotesScreen: Screen {
  let openNote: SceneRoute<Int, Screen>

  init(openNote: SceneRoute<Int, Screen>) {
    self.openNote = openNote
  }
}

/// The screen of one note.
@MainActor
final class NoteScreen: Screen {
  let shown: Int
  let title: String

  init(shown: Int, title: String) {
    self.shown = shown
    self.title = title
  }
}

/// A model object the note scene needs.
private final class NoteStore: Sendable {
  func title(of number: Int) -> String { "Note \(number)" }
}

/// Where a chosen note opens: declared by the list, bound by an installer.
private enum OpenNote: Destination {
  typealias Argument = Int
}

/// The list's scene: it only makes its screen with its route.
@MainActor
private final class NotesScene: Scene {
  nonisolated static var feature: (any Feature.Type)? { NotesFeature.self }

  init(resolver: inout Resolver, argument: Void) throws {}

  func makeScreen(resolver: inout Resolver) throws -> NotesScreen {
    NotesScreen(openNote: try resolver.route(to: OpenNote.self))
  }
}

/// The note's scene: reads its store, shows the argument, counts its starts and stops.
@MainActor
private final class NoteScene: Scene {
  nonisolated static var feature: (any Feature.Type)? { NotesFeature.self }

  let store: NoteStore
  let number: Int
  private(set) var starts = 0
  private(set) var stops = 0

  init(resolver: inout Resolver, argument: Int) throws {
    store = try resolver.resolve()
    number = argument
  }

  func makeScreen(resolver: inout Resolver) -> NoteScreen {
    NoteScreen(shown: number, title: store.title(of: number))
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

/// Another way to a note: a search result, say.
private enum FoundNote: Destination {
  typealias Argument = Int
}

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

  private func notesContainer(registersStore: Bool = true, bindsNotes: Bool = true) throws
    -> Container
  {
    var builder = ContainerBuilder()
    if registersStore { builder.register(NoteStore.self, .singleton) { NoteStore() } }
    builder.registerRoute(NotesApp.self, to: NotesScene.self)
    if bindsNotes { builder.registerRoute(OpenNote.self, to: NoteScene.self, sample: 1) }
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
    let route = notes.openNote
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

  /// When a host starts and stops it is the host's contract (ThinTerminal's
  /// `SceneLifecycleTests`); ThinDI's part is to start nothing itself.
  @Test func buildingASceneStartsNothing() throws {
    let container = try notesContainer()
    let note = try container.route(to: OpenNote.self, showing: Screen.self)(3)
    let scene = try #require(note.scene as? NoteScene)
    #expect(scene.starts == 0 && scene.stops == 0)
  }

  @Test func aFeaturesStepsRunWhenItsRouteIsFirstPreparedOnceForAll() async throws {
    let container = try notesContainer()
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

  @Test func aSceneTwoRoutesOpenIsRegisteredOnceAndBothOpenIt() throws {
    var builder = ContainerBuilder()
    builder.register(NoteStore.self, .singleton) { NoteStore() }
    builder.registerRoute(OpenNote.self, to: NoteScene.self, sample: 1)
    builder.registerRoute(FoundNote.self, to: NoteScene.self, sample: 2)
    let container = try builder.build()
    #expect(container.registeredKeys.filter { $0.typeName == "NoteScene" }.count == 1)
    let found = try container.route(to: FoundNote.self, showing: Screen.self)(5)
    #expect((found as? NoteScreen)?.title == "Note 5")
    #expect(container.validate().isEmpty, "\(container.validate())")
  }

  @Test func theGraphNamesEachSceneAndTheRouteThatLeadsThere() throws {
    let graph = try notesContainer().dependencyGraph()
    let route = try #require(graph.nodes.firstIndex { $0.key.description == "route OpenNote" })
    let scene = try #require(graph.nodes.firstIndex { $0.key.typeName == "NoteScene" })
    #expect(graph.nodes[scene].key.description == "NoteScene(argument: Int)")
    #expect(graph.edges.contains { $0.from == route && $0.to == scene && $0.isLazy })
    #expect(graph.dot.contains("NoteScene"))
  }

  @Test func aFeatureWhoseStepFailedTriesAgainNextTime() async throws {
    let container = try notesContainer()
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
