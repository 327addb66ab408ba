import Clocks
import ThinKit

@testable import ThinTerminal

/// Runs an application on an in-memory terminal with a test clock, one event at a time:
/// each call handles the event and draws the frame at once, so tests read exact screens.
@MainActor
final class TestHost {
  let terminal: InMemoryTerminal
  let clock = TestClock<Duration>()
  let app: Application

  init(_ root: ViewController, size: Size = Size(width: 40, height: 12), theme: Theme? = nil) {
    terminal = InMemoryTerminal(size: size)
    app = Application(rootViewController: root)
    if let theme { app.window.theme = theme }
    app.start(on: terminal, clock: AnimationClock(clock))
    app.displayIfNeeded()
  }

  convenience init(rootView: View, size: Size = Size(width: 40, height: 12), theme: Theme? = nil) {
    self.init(HostedViewController(rootView: rootView), size: size, theme: theme)
  }

  /// Hosts `views`, their frames already set, in a plain root view: controls on a screen.
  convenience init(
    hosting views: View..., size: Size = Size(width: 40, height: 12), theme: Theme? = nil
  ) {
    let root = View()
    for view in views { root.addSubview(view) }
    self.init(rootView: root, size: size, theme: theme)
  }

  var window: Window { app.window }
  var lines: [String] { terminal.lines }
  var text: String { terminal.text }

  func send(_ event: InputEvent) {
    app.handle(.input(event))
    app.displayIfNeeded()
  }

  func key(_ key: Key, _ modifiers: KeyModifiers = []) {
    send(.key(key, modifiers: modifiers))
  }

  func type(_ text: String) {
    for character in text { key(.character(character)) }
  }

  func click(at point: Point) {
    send(.mouse(MouseEvent(kind: .press, position: point)))
    send(.mouse(MouseEvent(kind: .release, position: point)))
  }

  func resize(to size: Size) {
    app.handle(.resize(size))
    app.displayIfNeeded()
  }

  /// Advances the test clock (the frame ticker and timers run), then draws.
  func advance(by duration: Duration) async {
    await app.advance(clock, by: duration)
    app.displayIfNeeded()
  }

  func stop() {
    app.stop()
  }
}

/// A controller whose root view is given, for tests of views.
@MainActor
final class HostedViewController: ViewController {
  private let rootView: View

  init(rootView: View) {
    self.rootView = rootView
    super.init()
  }

  override func loadView() {
    view = rootView
  }
}

extension Application {
  /// Advances `clock` by `duration` one wake-up of the frame ticker at a time, letting the
  /// ticker run at each, so frames land where a real clock would put them however busy the
  /// machine is. Waits by yielding to the main actor, never by sleeping.
  func advance(_ clock: TestClock<Duration>, by duration: Duration) async {
    guard let ticker else { return await clock.advance(by: duration) }
    let target = ticker.now + duration
    while true {
      await settle()
      guard let wake = ticker.nextWake, wake <= target else { break }
      await clock.advance(by: wake - ticker.now)
    }
    await clock.advance(by: target - ticker.now)
    await settle()
  }

  /// Yields until the frame ticker is idle or asleep until a future moment.
  func settle() async {
    var turns = 0
    while !(ticker?.isSettled ?? true), turns < 100_000 {
      await Task.yield()
      turns += 1
    }
  }
}
