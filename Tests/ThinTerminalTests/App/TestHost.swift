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
    await clock.advance(by: duration)
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
