import Clocks
import ThinKit
import ThinTerminal

/// Runs an application on an in-memory terminal with a test clock, one event at a time:
/// each call handles the event and draws the frame at once, so tests read exact screens.
///
/// The harness of every screen test, in ThinTerminal and in the demo apps.
@MainActor
public final class TestHost {
  public let terminal: InMemoryTerminal
  public let clock: TestClock<Duration>
  public let app: Application

  /// Starts `root` on an in-memory terminal of `size` (80×24 unless given, as every test
  /// terminal: ``ScreenConfiguration/defaultSize``) that shows `glyphSet`, and color unless
  /// `showsColor` is false (`NO_COLOR`), its animations timed by `clock`.
  public convenience init(
    _ root: ViewController, size: Size = ScreenConfiguration.defaultSize, theme: Theme? = nil,
    glyphSet: GlyphSet = .unicode, showsColor: Bool = true,
    clock: TestClock<Duration> = TestClock()
  ) {
    self.init(
      root, terminal: InMemoryTerminal(size: size, glyphSet: glyphSet, showsColor: showsColor),
      theme: theme, clock: clock)
  }

  /// Starts `root` on `terminal`, its animations timed by `clock`.
  public init(
    _ root: ViewController, terminal: InMemoryTerminal, theme: Theme? = nil,
    clock: TestClock<Duration> = TestClock()
  ) {
    self.terminal = terminal
    self.clock = clock
    app = Application(rootViewController: root)
    if let theme { app.window.theme = theme }
    app.start(on: terminal, clock: AnimationClock(clock))
    app.displayIfNeeded()
  }

  public convenience init(
    rootView: View, size: Size = ScreenConfiguration.defaultSize, theme: Theme? = nil,
    glyphSet: GlyphSet = .unicode, showsColor: Bool = true
  ) {
    self.init(
      HostedViewController(rootView: rootView), size: size, theme: theme, glyphSet: glyphSet,
      showsColor: showsColor)
  }

  /// Hosts `views`, their frames already set, in a plain root view: controls on a screen.
  public convenience init(
    hosting views: View..., size: Size = ScreenConfiguration.defaultSize, theme: Theme? = nil,
    glyphSet: GlyphSet = .unicode, showsColor: Bool = true
  ) {
    let root = View()
    for view in views { root.addSubview(view) }
    self.init(rootView: root, size: size, theme: theme, glyphSet: glyphSet, showsColor: showsColor)
  }

  public var window: Window { app.window }
  public var lines: [String] { terminal.lines }
  public var text: String { terminal.text }

  public func send(_ event: InputEvent) {
    app.handle(.input(event))
    app.displayIfNeeded()
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
    app.handle(.resize(size))
    app.displayIfNeeded()
  }

  /// Advances the test clock (the frame ticker and timers run), then draws.
  public func advance(by duration: Duration) async {
    await app.advance(by: duration) { await clock.advance(by: $0) }
    app.displayIfNeeded()
  }

  public func stop() {
    app.stop()
  }
}
