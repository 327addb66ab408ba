import Clocks
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
///     let test = try await SceneTest(
///       SignInScene.self, installers: [AuthInstaller(), AuthSceneInstaller()]
///     ) { builder, context in
///       builder.override { $0.register((any HTTPTransport).self, .singleton) { transport } }
///     }
///     test.key(.enter)
///     await test.receive(.invalid("Email Address"), .shake("Email Address"))
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
@MainActor
public final class SceneTest<S: Scene> where S.Screen: ViewController {
  /// The container the scene was built from, with the test's registrations.
  public let container: Container
  /// The in-memory terminal, the test clock and the application the screen runs in.
  public let host: TestHost
  /// The scene's screen, as the container made it.
  public let screen: S.Screen
  /// Where the outputs queue up; fakes post to it.
  public let outputs: SceneOutputChannel
  /// The navigation controller the screen is the root of, if it is hosted in one.
  public var navigation: NavigationController? {
    host.window.rootViewController as? NavigationController
  }

  private var observation: ApplicationObservation?
  private let state = Mutex(FinishState())
  private var models: [AnyKeyPath: TrackedModel] = [:]

  /// Builds `scene` for `argument` from `installers` and what `setUp` registers (the test's
  /// fakes: a transport, an in-memory database, a fixed calendar; the ``SceneTestContext``
  /// gives the test clock and the output channel), starts its feature if it has one, and
  /// shows its screen on an in-memory terminal of `terminal` (size, color mode, glyphs) as
  /// `hosting` says: by default the root of a navigation controller. A scene its route opens in
  /// a scope of its own (a signed-in session) is built as that route builds it: give `scope`
  /// as the route's (`.new(named:)`), and the new scope is given the argument.
  public init(
    _ scene: S.Type, argument: S.Argument, scope: RouteScope = .current,
    installers: [any Installer] = [], terminal: ScreenConfiguration = ScreenConfiguration(),
    hosting: SceneHosting = .inNavigationController, exhaustivity: Exhaustivity = .on,
    setUp: (inout ContainerBuilder, SceneTestContext) throws -> Void = { _, _ in }
  ) async throws {
    let context = SceneTestContext()
    var builder = ContainerBuilder(installers: installers)
    try setUp(&builder, context)
    builder.registerOpening(S.self, scope: scope, sample: argument)
    container = try builder.build()
    try await container.prepare(S.self, clock: context.clock)
    screen = try container.openScreen(of: S.self, argument: argument, scope: scope)
    outputs = context.outputs
    host = TestHost(
      try hosting.root(screen, container), terminal: terminal.makeTerminal(),
      clock: context.clock)
    self.exhaustivity = exhaustivity
    // What the screen did as it first showed: where focus went.
    if let responder = host.window.firstResponder {
      outputs.record(.focus(SceneOutput.name(of: responder)))
    }
    observation = host.app.addObserver { [outputs] event in
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
  public var lines: [String] { host.lines }
  /// The screen's text, lines joined.
  public var text: String { host.text }
  /// The in-memory terminal, for cells, colors and the cursor.
  public var terminal: InMemoryTerminal { host.terminal }
  /// The controller presented over the screen (an alert, a sheet), if any.
  public var presented: ViewController? {
    host.window.frontmostViewController.flatMap {
      $0 === host.window.rootViewController ? nil : $0
    }
  }

  // MARK: Ending

  /// Ends the test: lets tasks in flight run, fails it when an output (or a tracked model's
  /// change) was left unasserted, listing them, and stops the application.
  public func finish(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) async {
    let location = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    await settle()
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
    } else {
      outputs.removeAll()
    }
    observation?.cancel()
    observation = nil
    host.stop()
  }

  /// Drops every output not asserted yet (``Exhaustivity/on`` tests that do not care how
  /// they got somewhere, as TCA's `skipReceivedActions`).
  public func skipOutputs() async {
    await settle()
    outputs.removeAll()
  }

  /// A test that never called ``finish(fileID:filePath:line:column:)`` still fails on outputs
  /// it left unasserted.
  deinit {
    let (isFinished, exhaustivity) = state.withLock { ($0.isFinished, $0.exhaustivity) }
    let left = outputs.pending
    guard !isFinished, exhaustivity == .on, !left.isEmpty else { return }
    Issue.record(
      Comment(
        rawValue: SceneOutput.report(
          "The scene test ended without finish(), \(left.count) output(s) left unasserted", left)))
  }

  // MARK: Tracked models

  func track<M: Equatable>(_ keyPath: KeyPath<S, M>, asserted value: M) {
    models[keyPath] = TrackedModel(
      lastAsserted: value,
      unassertedChange: { [weak self] last in
        guard let self, let last = last as? M else { return nil }
        let now = scene[keyPath: keyPath]
        guard now != last else { return nil }
        return "\(keyPath) changed since it was last asserted:\n"
          + (SceneOutput.diff(last, now) ?? "\(now)")
      })
  }

  func lastAsserted<M>(_ keyPath: KeyPath<S, M>) -> M? {
    models[keyPath]?.lastAsserted as? M
  }
}

/// How a ``SceneTest`` shows its screen: the window's root view controller it makes.
@MainActor
public struct SceneHosting {
  /// On the main actor, so that a root can resolve the app's `registerMainActor` services (a
  /// navigation spec) from the container.
  let root: @MainActor (ViewController, Container) throws -> ViewController

  /// Shows the screen alone, as the window's root.
  public static let alone = SceneHosting { screen, _ in screen }

  /// Shows the screen as the root of a navigation controller, as the apps do.
  public static let inNavigationController = SceneHosting { screen, _ in
    NavigationController(rootViewController: screen)
  }

  /// Shows what `root` makes of the screen, with the test's container (a navigation
  /// controller with the app's navigation spec, a split screen).
  public static func custom(
    _ root: @escaping @MainActor (ViewController, Container) throws -> ViewController
  ) -> SceneHosting {
    SceneHosting(root: root)
  }
}

/// Whether a ``SceneTest`` fails on outputs left unasserted.
public enum Exhaustivity: Sendable, Equatable {
  /// Every output must be asserted, in order.
  case on
  /// Only the outputs a test names are checked, in order; the others are skipped.
  case off
}

/// What a ``SceneTest``'s set-up closure gets to build the test's fakes with.
public struct SceneTestContext: Sendable {
  /// The clock the screen's animations and timers run on; register it as the app's clock so
  /// that the model's timeouts advance with ``SceneTest/advance(by:)``.
  public let clock = TestClock<Duration>()
  /// Where fakes post what they saw (``SceneOutputChannel/post(_:)``).
  public let outputs = SceneOutputChannel()
}

/// Whether the test was finished, and how exhaustive it is: read by `deinit` too.
struct FinishState {
  var isFinished = false
  var exhaustivity = Exhaustivity.on
}

/// A model value a test asserted, to check at the end that it did not change unasserted.
@MainActor
struct TrackedModel {
  let lastAsserted: Any
  let check: (Any) -> String?

  init(lastAsserted: Any, unassertedChange: @escaping (Any) -> String?) {
    self.lastAsserted = lastAsserted
    check = unassertedChange
  }

  func unassertedChange() -> String? { check(lastAsserted) }
}
