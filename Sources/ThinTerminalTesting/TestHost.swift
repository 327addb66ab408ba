import Testing
import ThinKit
import ThinTerminal

/// Runs an application on an in-memory terminal with a test clock, one event at a time:
/// each call handles the event and draws the frame at once, so tests read exact screens.
///
/// The work the application has in flight is counted in the clock's tracker (the
/// application's ``ThinTerminal/Application/workTracker``): ``advance(by:)`` returns once what
/// the clock woke has run, and ``waitUntilIdle(fileID:filePath:line:column:)`` once the tasks
/// the last steps started are done or wait for the clock (or a person's answer).
///
/// The harness of every screen test, in ThinTerminal and in the demo apps.
@MainActor
public final class TestHost {
  public let terminal: InMemoryTerminal
  public let clock: ManualClock
  public let app: Application

  /// How long of real time work may stay busy before a wait for it fails: only work stuck
  /// on something no test moves gets there, or a machine so starved that a whole suite on two
  /// busy cores leaves a task unrun for minutes.
  nonisolated public static let stallLimit = Duration.seconds(300)

  /// The work in flight: the clock's tracker, which the application counts its work in.
  public var tracker: WorkTracker { clock.tracker }

  /// Starts `root` on an in-memory terminal of `size` (80×24 unless given, as every test
  /// terminal: ``ScreenConfiguration/defaultSize``) that shows `glyphSet`, and color unless
  /// `showsColor` is false (`NO_COLOR`), its animations timed by `clock`.
  public convenience init(
    _ root: ViewController, size: Size = ScreenConfiguration.defaultSize, theme: Theme? = nil,
    glyphSet: GlyphSet = .unicode, showsColor: Bool = true,
    clock: ManualClock = ManualClock()
  ) {
    self.init(
      root, terminal: InMemoryTerminal(size: size, glyphSet: glyphSet, showsColor: showsColor),
      theme: theme, clock: clock)
  }

  /// Starts `root` on `terminal`, its animations timed by `clock`.
  public init(
    _ root: ViewController, terminal: InMemoryTerminal, theme: Theme? = nil,
    clock: ManualClock = ManualClock()
  ) {
    self.terminal = terminal
    self.clock = clock
    app = Application(rootViewController: root)
    app.workTracker = clock.tracker
    if let theme { app.window.theme = theme }
    clock.tracker.withTracking {
      app.start(on: terminal, clock: AnimationClock(clock))
      app.displayIfNeeded()
    }
  }

  /// Hosts `rootView` as the root view of a plain controller.
  public convenience init(
    rootView: View, size: Size = ScreenConfiguration.defaultSize, theme: Theme? = nil,
    glyphSet: GlyphSet = .unicode, showsColor: Bool = true, clock: ManualClock = ManualClock()
  ) {
    self.init(
      HostedViewController(rootView: rootView), size: size, theme: theme, glyphSet: glyphSet,
      showsColor: showsColor, clock: clock)
  }

  /// Hosts `views`, their frames already set, in a plain root view: controls on a screen.
  public convenience init(
    hosting views: View..., size: Size = ScreenConfiguration.defaultSize, theme: Theme? = nil,
    glyphSet: GlyphSet = .unicode, showsColor: Bool = true, clock: ManualClock = ManualClock()
  ) {
    let root = View()
    for view in views { root.addSubview(view) }
    self.init(
      rootView: root, size: size, theme: theme, glyphSet: glyphSet, showsColor: showsColor,
      clock: clock)
  }

  public var window: Window { app.window }
  public var lines: [String] { terminal.lines }
  public var text: String { terminal.text }

  public func send(_ event: InputEvent) {
    tracker.withTracking {
      app.handle(.input(event))
      app.displayIfNeeded()
    }
  }

  public func key(_ key: Key, _ modifiers: KeyModifiers = []) {
    send(.key(key, modifiers: modifiers))
  }

  public func type(_ text: String) {
    for character in text { key(.character(character)) }
  }

  public func click(at point: Point) {
    send(.mouse(MouseEvent(kind: .press, position: point)))
    send(.mouse(MouseEvent(kind: .release, position: point)))
  }

  public func resize(to size: Size) {
    tracker.withTracking {
      app.handle(.resize(size))
      app.displayIfNeeded()
    }
  }

  /// Runs `body` (a step a test takes on the app directly: a route followed, a model changed)
  /// with the application's tracker current, so that the work it starts is counted, then draws.
  public func perform<R>(_ body: () throws -> R) rethrows -> R {
    try tracker.withTracking {
      defer { app.displayIfNeeded() }
      return try body()
    }
  }

  /// Advances the test clock by `duration`: every animation frame, timer and model sleep due
  /// on the way runs at its moment, in order, each with what it starts; then draws. Fails the
  /// test when work never comes to rest (stuck on something no test moves).
  public func advance(
    by duration: Duration, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line, column: Int = #column
  ) async {
    await clock.advance(by: duration)
    await waitUntilIdle(fileID: fileID, filePath: filePath, line: line, column: column)
  }

  /// Suspends until the work in flight is done or waits for the test clock (or another
  /// tracked source: an alert's answer, a held request) — event by event, never for a length of
  /// time — then draws. Fails the test when work stays busy for ``stallLimit``, naming it.
  public func waitUntilIdle(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) async {
    repeat {
      guard await tracker.waitUntilIdle(timeLimit: Self.stallLimit) else {
        Issue.record(
          "Work still in flight after \(Self.stallLimit): \(tracker.inFlight)",
          sourceLocation: SourceLocation(
            fileID: fileID, filePath: filePath, line: line, column: column))
        return
      }
      // Drawing applies the bindings' updates, which may start work of their own.
      tracker.withTracking { app.displayIfNeeded() }
    } while !tracker.isIdle
  }

  public func stop() {
    tracker.withTracking { app.stop() }
  }
}
