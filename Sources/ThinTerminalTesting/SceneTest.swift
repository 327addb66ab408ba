import Synchronization
import Testing
import ThinDI
import ThinKit
import ThinScenes
import ThinTerminal

/// One scene under test, built by its type from the app's installers with the test's fakes,
/// hosted on an in-memory terminal with a test clock, driven as a person would, and checked
/// output by output: the scene's `TestStore`.
///
///     try await SceneTest(FeedbackScene.self, installers: [FeedbackInstaller()]) {
///       builder, context in
///       builder.register((any FeedbackSending).self, .singleton) {
///         PostingSender(outputs: context.outputs, fails: failing)
///       }
///     }
///     …
///     test.key(.enter)
///     await test.receive(.invalid("What should we know?"), .shake("What should we know?"))
///     …
///     await test.finish()
///
/// Every output the screen makes — focus moves, press highlights, invalid marks and shakes,
/// other keyed animations, routes followed with their results, pushes, pops, presentations,
/// dismissals and alerts — and every value a fake posts to ``outputs`` (a request, a store
/// write) queues up in order (``SceneOutput``). `receive(_:)` asserts the
/// next ones; an expected output that never comes, or comes after others, fails the test with
/// the list of what came instead, and `finish()` fails when any output is left unasserted (a
/// test released unfinished fails the same way). Turn ``exhaustivity`` off for wide flows that
/// assert only what they care about.
///
/// The test knows the work the screen has in flight (``tracker``): `finish()`,
/// `receiveNothing()` and `skipOutputs()` wait until it is done or waits for the test clock —
/// never for a length of time — so an output that comes late is still caught. `finish()` then
/// lets the screen leave for good, releases the test's host and fails when the screen or its
/// scene outlives it.
@MainActor
public final class SceneTest<S: Scene> where S.Screen: ViewController {
  /// The container the scene was built from, with the test's registrations.
  public let container: Container
  /// The in-memory terminal, the test clock and the application the screen runs in, until
  /// ``finish(fileID:filePath:line:column:)`` releases it.
  public var host: TestHost {
    guard let hostStorage else { preconditionFailure("the scene test finished: its host is gone") }
    return hostStorage
  }
  /// The scene's screen, as the container made it: kept until the test finishes.
  public var screen: S.Screen {
    guard let screen = heldScreen ?? releasedScreen else {
      preconditionFailure("the scene test finished: its screen is gone")
    }
    return screen
  }
  /// The work the screen has in flight: the test clock's tracker, which the application counts
  /// its work in.
  public let tracker: WorkTracker
  /// The in-memory terminal, for cells, colors and the cursor (still readable after the end).
  public let terminal: InMemoryTerminal
  /// Where the outputs queue up; fakes post to it.
  public let outputs: SceneOutputChannel
  /// The navigation controller the screen is the root of, if it is hosted in one.
  public var navigation: NavigationController? {
    host.window.rootViewController as? NavigationController
  }

  private var observation: ApplicationObservation?
  private var hostStorage: TestHost?
  private var heldScreen: S.Screen?
  private weak var releasedScreen: S.Screen?
  private let state = Mutex(FinishState())
  var models: [AnyKeyPath: TrackedModel] = [:]

  /// Builds `scene` for `argument` from `installers` and what `setUp` registers (the test's
  /// fakes: a transport, an in-memory database, a fixed calendar; the ``SceneTestContext``
  /// gives the test clock and the output channel), starts its feature if it has one, and
  /// shows its screen on an in-memory terminal of `terminal` (size, color mode, glyphs) as
  /// `hosting` says: by default the root of a navigation controller. A scene its route opens in
  /// a scope of its own (a signed-in session) is built as that route builds it: give `scope`
  /// as the route's (`.new(named:)`), and the new scope is given the argument.
  ///
  /// Throws a ``SceneTestError`` where the app would not start: when no installer given
  /// registers the scene, or when the container's `validate()` finds a problem (a service a
  /// screen the scene routes to needs, left unregistered) — unless `validation` is
  /// ``ContainerValidation/off``, for a test that leaves an installer out on purpose.
  public init(
    _ scene: S.Type, argument: S.Argument, scope: RouteScope = .current,
    installers: [any Installer] = [], terminal: ScreenConfiguration = ScreenConfiguration(),
    hosting: SceneHosting = .inNavigationController, exhaustivity: Exhaustivity = .on,
    validation: ContainerValidation = .on,
    setUp: (inout ContainerBuilder, SceneTestContext) throws -> Void = { _, _ in }
  ) async throws {
    let context = SceneTestContext()
    var builder = ContainerBuilder(installers: installers)
    try setUp(&builder, context)
    builder.registerOpening(S.self, scope: scope, sample: argument)
    let container = try builder.build()
    // Before any startup step runs, as AppRunner validates before it starts anything.
    if validation == .on { try container.validateForSceneTest(installers: installers) }
    self.container = container
    tracker = context.tracker
    // The feature's startup and the screen's making count their work in the test's tracker.
    let screen = try await context.tracker.withTracking {
      try await container.prepare(S.self, clock: context.clock)
      return try container.openScreen(
        of: S.self, argument: argument, scope: scope, installers: installers)
    }
    heldScreen = screen
    releasedScreen = screen
    outputs = context.outputs
    let root = try context.tracker.withTracking { try hosting.root(screen, container) }
    // The app's theme, as AppRunner gives its window the one AppShellInstaller registered.
    let host = TestHost(
      root, terminal: terminal.makeTerminal(), theme: try container.resolve(Theme?.self),
      clock: context.clock)
    hostStorage = host
    self.terminal = host.terminal
    self.exhaustivity = exhaustivity
    // What the screen did as it first showed: where focus went.
    if let responder = host.window.firstResponder {
      outputs.record(.focus(SceneOutput.name(of: responder)))
    }
    observation = host.app.addObserver { [outputs] event in
      if case .didFailToOpenRoute(let destination, let error, _) = event {
        outputs.explainNextAlert(
          "the route to \(DestinationName(destination)) could not open its screen: \(error)")
      }
      if let output = SceneOutput(event) { outputs.record(output) }
    }
  }

  /// The scene that assembled the screen.
  public var scene: S {
    guard let scene = screen.scene as? S else { preconditionFailure("the screen lost its scene") }
    return scene
  }

  /// Whether every output must be asserted (``Exhaustivity/on``, the default) or only those
  /// the test names, in order, the others skipped (``Exhaustivity/off``).
  public var exhaustivity: Exhaustivity {
    get { state.withLock { $0.exhaustivity } }
    set { state.withLock { $0.exhaustivity = newValue } }
  }

  // MARK: Reading the screen

  /// The screen's lines, as the terminal shows them.
  public var lines: [String] { terminal.lines }
  /// The screen's text, lines joined.
  public var text: String { terminal.text }
  /// The controller presented over the screen (an alert, a sheet), if any.
  public var presented: ViewController? {
    host.window.frontmostViewController.flatMap {
      $0 === host.window.rootViewController ? nil : $0
    }
  }

  // MARK: Ending

  /// Ends the test: waits until the work in flight is done (or waits for the test clock),
  /// fails it when an output (or a tracked model's change) was left unasserted, listing them,
  /// then lets the screen leave for good (its scenes stop, as when the app quits), releases the
  /// host, and fails when the screen or its scene outlives it.
  public func finish(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    guard hostStorage != nil else {
      Issue.record("The scene test was already finished", sourceLocation: location)
      return
    }
    await host.waitUntilIdle(fileID: fileID, filePath: filePath, line: line, column: column)
    state.withLock { $0.isFinished = true }
    if exhaustivity == .on {
      let left = outputs.removeAll()
      if !left.isEmpty {
        Issue.record(
          Comment(rawValue: SceneOutput.report("\(left.count) output(s) left unasserted", left)),
          sourceLocation: location)
      }
      for (_, model) in models {
        if let change = model.unassertedChange() {
          Issue.record(Comment(rawValue: change), sourceLocation: location)
        }
      }
    }
    observation?.cancel()
    observation = nil
    await releaseHost(at: location)
    outputs.removeAll()
  }

  /// Ends the screen's life as the app's end would, drops the host and the screen, waits for
  /// what that resumed (an alert's question answered "no"), and fails on what is still alive.
  private func releaseHost(at location: SourceLocation) async {
    weak let scene = screen.scene
    host.perform { host.app.terminate() }
    host.stop()
    hostStorage = nil
    heldScreen = nil
    let settled = await tracker.waitUntilIdle(timeLimit: TestHost.stallLimit)
    if !settled {
      Issue.record(
        "Work still in flight after the host went: \(tracker.inFlight)", sourceLocation: location)
    }
    if let screen = releasedScreen {
      let name = String(describing: Swift.type(of: screen))
      let message =
        "The screen (\(name)) outlived the test's host: something still holds it (a local of "
        + "the test counts: read it through `screen`)"
      Issue.record(Comment(rawValue: message), sourceLocation: location)
    } else if let scene {
      let name = String(describing: Swift.type(of: scene))
      Issue.record(
        "The scene (\(name)) outlived its screen and the test's host: something still holds it",
        sourceLocation: location)
    }
  }

  /// Drops every output not asserted yet (``Exhaustivity/on`` tests that do not care how
  /// they got somewhere, as TCA's `skipReceivedActions`).
  public func skipOutputs() async {
    await host.waitUntilIdle()
    outputs.removeAll()
  }

  /// A test that never called ``finish(fileID:filePath:line:column:)`` still fails on outputs
  /// it left unasserted.
  deinit {
    let (isFinished, exhaustivity) = state.withLock { ($0.isFinished, $0.exhaustivity) }
    let left = outputs.pendingEntries
    guard !isFinished, exhaustivity == .on, !left.isEmpty else { return }
    Issue.record(
      Comment(
        rawValue: SceneOutput.report(
          "The scene test ended without finish(), \(left.count) output(s) left unasserted", left)))
  }
}
