import Testing
import ThinKit
import ThinTerminalTesting

@testable import ThinTerminal

/// The real run loop on an in-memory terminal: events through the device's stream, frames
/// drawn by the scheduled render. Waits are for the app to be idle (``RunningApp``), never
/// for a number of turns or a length of time.
@Suite @MainActor struct RunLoopTests {
  /// A screen with a label and a field; `!` makes 1,000 changes to the label in one turn.
  final class BusyController: ViewController {
    let label = Label()
    let field = TextField()
    var pendingResult: TrackedContinuation<String>?

    override func viewDidLoad() {
      label.frame = Rect(x: 0, y: 0, width: 20, height: 1)
      field.frame = Rect(x: 0, y: 2, width: 20, height: 1)
      view.addSubview(label)
      view.addSubview(field)
    }

    override func pressesBegan(_ press: KeyPress) {
      guard press.key == .character("!") else { return super.pressesBegan(press) }
      for count in 1...1_000 { label.text = "change \(count)" }
    }

    /// Starts a "network call" whose answer the test delivers.
    func load() {
      Task.tracked { [self] in
        let result = await withTrackedContinuation { pendingResult = $0 }
        label.text = result
      }
    }
  }

  @Test func manyChangesInOneTurnDrawOneFrame() async {
    let controller = BusyController()
    let running = RunningApp(controller)
    await running.launched()
    #expect(running.terminal.frameCount == 1)
    await running.advance(by: .milliseconds(20))
    running.terminal.send(.key(.character("!")))
    await running.idle()
    #expect(running.terminal.frameCount == 2)
    #expect(running.terminal.lines[0].hasPrefix("change 1000"))
    #expect(running.app.isRunning)
    await running.finish()
    #expect(!running.app.isRunning)
  }

  @Test func framesComeAtMostSixtyTimesASecond() async {
    let controller = BusyController()
    let running = RunningApp(controller)
    let terminal = running.terminal
    await running.launched()
    // Input in the same instant as the last frame, in separate turns, as a fast paste arrives.
    for _ in 0..<10 { terminal.send(.key(.character("!"))) }
    await running.idle()
    #expect(terminal.frameCount == 1, "too soon after the last frame")
    await running.advance(by: .milliseconds(16))
    #expect(terminal.frameCount == 1, "16 ms is not yet a 60th of a second")
    await running.advance(by: .milliseconds(1))
    #expect(terminal.frameCount == 2, "one frame for the ten events")
    #expect(terminal.lines[0].hasPrefix("change 1000"))
    // Long after the last frame, a change draws at once: pacing adds no delay to a lone key.
    await running.advance(by: .seconds(1))
    terminal.send(.key(.character("!")))
    await running.idle()
    #expect(terminal.frameCount == 3)
    await running.finish()
  }

  @Test func asyncResultsArriveWhileInputKeepsFlowing() async {
    let controller = BusyController()
    let running = RunningApp(controller)
    let terminal = running.terminal
    await running.launched()
    running.app.workTracker.withTracking { controller.load() }
    await running.idle()
    #expect(controller.pendingResult != nil, "the call waits for its answer")
    terminal.send(.key(.tab))
    terminal.type("typed")
    await running.idle()
    #expect(controller.field.text == "typed")
    // The field's focus animation draws on the clock's frames.
    await running.advance(by: .milliseconds(300))
    #expect(terminal.lines[2].hasPrefix(" typed"))
    controller.pendingResult?.resume(returning: "Signed in")
    await running.idle()
    #expect(terminal.lines[0].hasPrefix("Signed in"))
    await running.finish()
  }

  /// As in UIKit, where each event is a turn of the main run loop: a task that Return starts
  /// (a form's submit) reads the fields before the keys typed after Return reach them, whether
  /// the keys come one by one or together, in one read (a script's one write), where Tab and
  /// Return are keys too.
  @Test(arguments: [false, true])
  func aTaskAnEventStartsRunsBeforeTheNextEvent(together: Bool) async {
    let controller = BusyController()
    var submitted: String?
    controller.field.addAction(for: .editingDidEndOnExit) { [field = controller.field] in
      Task.tracked { submitted = field.text }
    }
    let running = RunningApp(controller)
    await running.launched()
    let keys = [.key(.tab)] + Self.keys("secret") + [.key(.enter)] + Self.keys("late")
    if together {
      running.terminal.send(keys)
    } else {
      for key in keys { running.terminal.send(key) }
    }
    await running.idle()
    #expect(controller.field.text == "secretlate")
    #expect(submitted == "secret")
    await running.finish()
  }

  /// Keys that arrive together wait for work a key started only when it is tracked: a plain
  /// `Task` (not counted in the application's tracker) runs after the rest of the read, as it
  /// would after the rest of a UIKit run loop's turn.
  @Test func aPlainTaskAKeyStartsRunsAfterTheKeysThatCameWithIt() async {
    let controller = BusyController()
    var submitted: String?
    controller.field.addAction(for: .editingDidEndOnExit) { [field = controller.field] in
      Task { submitted = field.text }
    }
    let running = RunningApp(controller)
    await running.launched()
    running.terminal.send([.key(.tab)] + Self.keys("secret") + [.key(.enter)] + Self.keys("late"))
    await running.idle()
    #expect(controller.field.text == "secretlate")
    #expect(submitted == "secretlate")
    await running.finish()
  }

  /// `text` as keys, one per character.
  static func keys(_ text: String) -> [InputEvent] {
    text.map { .key(.character($0)) }
  }

  @Test func controlCEndsTheRunWhateverHasFocus() async {
    let controller = BusyController()
    let running = RunningApp(controller)
    let terminal = running.terminal
    await running.launched()
    terminal.send(.key(.tab))
    terminal.send(.key(.character("c"), modifiers: .control))
    terminal.type("late")
    await running.run.value
    #expect(!running.app.isRunning)
    #expect(controller.field.text.isEmpty)
  }

  @Test func controlZSuspendsTheTerminalAndReachesNoView() async {
    let controller = BusyController()
    let running = RunningApp(controller)
    let terminal = running.terminal
    await running.launched()
    terminal.send(.key(.tab))
    terminal.send(.key(.character("z"), modifiers: .control))
    terminal.type("after")
    await running.idle()
    #expect(controller.field.text == "after")
    #expect(terminal.suspendCount == 1)
    #expect(running.app.isRunning)
    await running.finish()
  }

  @Test func aKeyboardPressHasActedBeforeTheRunEnds() async {
    let controller = BusyController()
    let button = Button(title: "Go")
    var events: [String] = []
    button.addAction(for: .primaryActionTriggered) { events.append("action") }
    button.addAction(for: .touchCancel) { events.append("cancel") }
    controller.view.addSubview(button)
    let running = RunningApp(controller)
    await running.launched()
    button.becomeFirstResponder()
    running.terminal.send(.key(.enter))
    running.terminal.send(.key(.character("c"), modifiers: .control))
    await running.run.value
    #expect(events == ["action"])
  }

  @Test func terminateEndsTheRun() async {
    let controller = BusyController()
    let running = RunningApp(controller)
    await running.launched()
    running.app.terminate()
    await running.run.value
    #expect(!running.app.isRunning)
  }

  @Test func terminateBeforeTheLoopStartsEndsTheRunAtOnce() async {
    final class QuitOnAppear: ViewController {
      weak var app: Application?
      override func viewDidAppear(_ animated: Bool) { app?.terminate() }
    }
    let controller = QuitOnAppear()
    let running = RunningApp(controller)
    controller.app = running.app
    await running.run.value
    #expect(!running.app.isRunning)
  }

  @Test func anIdleApplicationSchedulesNothing() async {
    let controller = BusyController()
    let running = RunningApp(controller)
    await running.launched()
    #expect(!running.app.isAnimating)
    #expect(running.clock.nextDeadline == nil, "no timer, no sleeping loop")
    await running.idle()
    #expect(running.terminal.frameCount == 1)
    await running.finish()
  }

  /// The frame ticker's loop once held the ticker, and with it every animating view, for as
  /// long as it slept: for ever on a test clock, after the application itself was gone.
  @Test func anApplicationDroppedMidAnimationReleasesItsViews() async {
    weak var app: Application?
    weak var box: View?
    let clock = ManualClock()
    do {
      let view = View(frame: Rect(x: 0, y: 0, width: 3, height: 1))
      box = view
      let host = TestHost(hosting: view, clock: clock)
      app = host.app
      host.perform { View.animate(withDuration: .seconds(1)) { view.backgroundColor = .white } }
      await host.advance(by: .milliseconds(100))
      #expect(host.app.isAnimating)
    }
    // The ticker's loop sleeps on the clock, holding nothing between its turns.
    await clock.tracker.waitUntilIdle()
    #expect(app == nil)
    #expect(box == nil)
  }
}
