import Clocks
import Testing
import ThinKit
import ThinTerminalTesting

@testable import ThinTerminal

/// The real run loop on an in-memory terminal: events through the device's stream, frames
/// drawn by the scheduled render. Waits are bounded yields to the main actor, never sleeps.
@Suite @MainActor struct RunLoopTests {
  /// A screen with a label and a field; `!` makes 1,000 changes to the label in one turn.
  final class BusyController: ViewController {
    let label = Label()
    let field = TextField()
    var pendingResult: CheckedContinuation<String, Never>?

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
      Task {
        let result = await withCheckedContinuation { pendingResult = $0 }
        label.text = result
      }
    }
  }

  private func yieldUntil(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<10_000 {
      if condition() { return true }
      await Task.yield()
    }
    return condition()
  }

  private let clock = TestClock<Duration>()

  private func start(_ controller: ViewController) -> (
    InMemoryTerminal, Application, Task<Void, Never>
  ) {
    let terminal = InMemoryTerminal(size: Size(width: 30, height: 6))
    let app = Application(rootViewController: controller)
    let run = Task { [clock] in await app.run(on: terminal, clock: AnimationClock(clock)) }
    return (terminal, app, run)
  }

  @Test func manyChangesInOneTurnDrawOneFrame() async {
    let controller = BusyController()
    let (terminal, app, run) = start(controller)
    #expect(await yieldUntil { terminal.frameCount == 1 })
    await clock.advance(by: .milliseconds(20))
    terminal.send(.key(.character("!")))
    #expect(await yieldUntil { terminal.frameCount == 2 })
    for _ in 0..<100 { await Task.yield() }
    #expect(terminal.frameCount == 2)
    #expect(terminal.lines[0].hasPrefix("change 1000"))
    #expect(app.isRunning)
    terminal.finish()
    await run.value
    #expect(!app.isRunning)
  }

  @Test func framesComeAtMostSixtyTimesASecond() async {
    let controller = BusyController()
    let (terminal, app, run) = start(controller)
    #expect(await yieldUntil { terminal.frameCount == 1 })
    // Input in the same instant as the last frame, in separate turns, as a fast paste arrives.
    for _ in 0..<10 { terminal.send(.key(.character("!"))) }
    for _ in 0..<1_000 { await Task.yield() }
    #expect(terminal.frameCount == 1, "too soon after the last frame")
    await app.advance(by: .milliseconds(16)) { await clock.advance(by: $0) }
    #expect(terminal.frameCount == 1, "16 ms is not yet a 60th of a second")
    await app.advance(by: .milliseconds(1)) { await clock.advance(by: $0) }
    #expect(terminal.frameCount == 2, "one frame for the ten events")
    #expect(terminal.lines[0].hasPrefix("change 1000"))
    // Long after the last frame, a change draws at once: pacing adds no delay to a lone key.
    await clock.advance(by: .seconds(1))
    terminal.send(.key(.character("!")))
    #expect(await yieldUntil { terminal.frameCount == 3 })
    terminal.finish()
    await run.value
  }

  @Test func asyncResultsArriveWhileInputKeepsFlowing() async {
    let controller = BusyController()
    let (terminal, app, run) = start(controller)
    #expect(await yieldUntil { terminal.frameCount == 1 })
    controller.load()
    #expect(await yieldUntil { controller.pendingResult != nil })
    terminal.send(.key(.tab))
    terminal.type("typed")
    #expect(await yieldUntil { controller.field.text == "typed" })
    // The field's focus animation draws on the clock's frames.
    await app.advance(by: .milliseconds(300)) { await clock.advance(by: $0) }
    #expect(terminal.lines[2].hasPrefix(" typed"))
    controller.pendingResult?.resume(returning: "Signed in")
    #expect(await yieldUntil { terminal.lines[0].hasPrefix("Signed in") })
    terminal.finish()
    await run.value
  }

  /// As in UIKit, where each event is a turn of the main run loop: a task that Return starts
  /// (a form's submit) reads the fields before the keys typed after Return reach them, even
  /// when the whole burst arrives at once.
  @Test func aTaskAnEventStartsRunsBeforeTheNextEvent() async {
    let controller = BusyController()
    var submitted: String?
    controller.field.addAction(for: .editingDidEndOnExit) { [field = controller.field] in
      Task { submitted = field.text }
    }
    let (terminal, _, run) = start(controller)
    #expect(await yieldUntil { terminal.frameCount == 1 })
    terminal.send(.key(.tab))
    terminal.type("secret")
    terminal.send(.key(.enter))
    terminal.type("late")
    #expect(await yieldUntil { controller.field.text == "secretlate" })
    #expect(submitted == "secret")
    terminal.finish()
    await run.value
  }

  /// Keys that arrived together, in one read (a script's one write), are keys: typed text, Tab
  /// and Return as such, and a task Return starts still reads the field before the keys after
  /// it reach it; Ctrl-C among them ends the run before the rest.
  @Test func keysThatArriveTogetherAreKeysAndATaskReturnStartsRunsFirst() async {
    let controller = BusyController()
    var submitted: String?
    controller.field.addAction(for: .editingDidEndOnExit) { [field = controller.field] in
      Task { submitted = field.text }
    }
    let (terminal, app, run) = start(controller)
    #expect(await yieldUntil { terminal.frameCount == 1 })
    func keys(_ text: String) -> [InputEvent] { text.map { .key(.character($0)) } }
    terminal.send([.key(.tab)] + keys("secret") + [.key(.enter)] + keys("late"))
    #expect(await yieldUntil { controller.field.text == "secretlate" })
    #expect(submitted == "secret")
    terminal.send(keys("ab") + [.key(.character("c"), modifiers: .control)] + keys("cd"))
    await run.value
    #expect(!app.isRunning)
    #expect(controller.field.text == "secretlateab")
  }

  /// Characters typed together go into a field in one edit, and the field holds what typing
  /// them one by one gives: marks and skin tones join the grapheme before them, a limit cuts
  /// what is past it.
  @Test(arguments: [nil, 5])
  func textTypedTogetherIsWhatTypingItKeyByKeyGives(maxLength: Int?) async {
    let controller = BusyController()
    controller.field.maxLength = maxLength
    let (terminal, _, run) = start(controller)
    #expect(await yieldUntil { terminal.frameCount == 1 })
    let keys: [Character] = ["a", "e", "\u{301}", "👍", "\u{1F3FD}", "x", "y", "z"]
    terminal.send([.key(.tab)] + keys.map { .key(.character($0)) })
    #expect(await yieldUntil { !controller.field.text.isEmpty })
    let oneByOne = TextField()
    oneByOne.frame = Rect(x: 0, y: 0, width: 20, height: 1)
    oneByOne.maxLength = maxLength
    let host = TestHost(hosting: oneByOne)
    oneByOne.becomeFirstResponder()
    for key in keys { host.key(.character(key)) }
    #expect(controller.field.text == (maxLength == nil ? "aé👍🏽xyz" : "aé👍🏽xy"))
    #expect(controller.field.text == oneByOne.text)
    #expect(controller.field.cursorOffset == oneByOne.cursorOffset)
    terminal.finish()
    await run.value
  }

  @Test func controlCEndsTheRunWhateverHasFocus() async {
    let controller = BusyController()
    let (terminal, app, run) = start(controller)
    #expect(await yieldUntil { terminal.frameCount == 1 })
    terminal.send(.key(.tab))
    terminal.send(.key(.character("c"), modifiers: .control))
    terminal.type("late")
    await run.value
    #expect(!app.isRunning)
    #expect(controller.field.text.isEmpty)
  }

  @Test func controlZSuspendsTheTerminalAndReachesNoView() async {
    let controller = BusyController()
    let (terminal, app, run) = start(controller)
    #expect(await yieldUntil { terminal.frameCount == 1 })
    terminal.send(.key(.tab))
    terminal.send(.key(.character("z"), modifiers: .control))
    terminal.type("after")
    #expect(await yieldUntil { controller.field.text == "after" })
    #expect(terminal.suspendCount == 1)
    #expect(app.isRunning)
    terminal.finish()
    await run.value
  }

  @Test func aKeyboardPressHasActedBeforeTheRunEnds() async {
    let controller = BusyController()
    let button = Button(title: "Go")
    var events: [String] = []
    button.addAction(for: .primaryActionTriggered) { events.append("action") }
    button.addAction(for: .touchCancel) { events.append("cancel") }
    controller.view.addSubview(button)
    let (terminal, _, run) = start(controller)
    #expect(await yieldUntil { terminal.frameCount == 1 })
    button.becomeFirstResponder()
    terminal.send(.key(.enter))
    terminal.send(.key(.character("c"), modifiers: .control))
    await run.value
    #expect(events == ["action"])
  }

  @Test func terminateEndsTheRun() async {
    let controller = BusyController()
    let (terminal, app, run) = start(controller)
    #expect(await yieldUntil { terminal.frameCount == 1 })
    app.terminate()
    await run.value
    #expect(!app.isRunning)
  }

  @Test func terminateBeforeTheLoopStartsEndsTheRunAtOnce() async {
    final class QuitOnAppear: ViewController {
      weak var app: Application?
      override func viewDidAppear(_ animated: Bool) { app?.terminate() }
    }
    let controller = QuitOnAppear()
    let (_, app, run) = start(controller)
    controller.app = app
    await run.value
    #expect(!app.isRunning)
  }

  @Test func anIdleApplicationSchedulesNothing() async {
    let controller = BusyController()
    let (terminal, app, run) = start(controller)
    #expect(await yieldUntil { terminal.frameCount == 1 })
    #expect(!app.isAnimating)
    for _ in 0..<1_000 { await Task.yield() }
    #expect(terminal.frameCount == 1)
    terminal.finish()
    await run.value
  }

  /// The frame ticker's loop once held the ticker, and with it every animating view, for as
  /// long as it slept: for ever on a test clock, after the application itself was gone.
  @Test func anApplicationDroppedMidAnimationReleasesItsViews() async {
    weak var app: Application?
    weak var box: View?
    do {
      let view = View(frame: Rect(x: 0, y: 0, width: 3, height: 1))
      box = view
      let host = TestHost(hosting: view)
      app = host.app
      View.animate(withDuration: .seconds(1)) { view.backgroundColor = .white }
      await host.advance(by: .milliseconds(100))
      #expect(host.app.isAnimating)
    }
    for _ in 0..<100 { await Task.yield() }
    #expect(app == nil)
    #expect(box == nil)
  }
}
