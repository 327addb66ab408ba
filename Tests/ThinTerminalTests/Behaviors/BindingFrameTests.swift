import Clocks
import Observation
import Testing
import ThinKit
import ThinTerminalTesting

@testable import ThinTerminal

/// The application drains its update cycle before drawing, so that a binding's update lands in
/// the frame of the turn that changed the model. The cycles here never drain by themselves:
/// only the application can have run them.
@Suite @MainActor struct BindingFrameTests {
  @Observable
  @MainActor
  final class Score {
    var points = 0
  }

  /// A label bound to a score; "+" changes the score, never the label.
  final class ScoreView: View {
    let label = Label()
    let score: Score

    init(score: Score) {
      self.score = score
      super.init(frame: .zero)
      label.frame = Rect(x: 0, y: 0, width: 20, height: 1)
      addSubview(label)
    }

    override func pressesBegan(_ press: KeyPress) {
      guard press.key == .character("+") else { return super.pressesBegan(press) }
      score.points += 1
    }
  }

  private func makeView(cycle: UpdateCycle) -> ScoreView {
    let view = ScoreView(score: Score())
    ObservationBinding.bind(view.score, to: view.label, cycle: cycle) { label, score in
      label.text = "Points: \(score.points)"
    }
    return view
  }

  @Test func aChangeMadeWhileHandlingAKeyIsInThatKeysFrame() {
    let cycle = UpdateCycle(drainsAutomatically: false)
    let host = TestHost(rootView: makeView(cycle: cycle), size: Size(width: 20, height: 5))
    host.app.updateCycle = cycle
    #expect(host.lines[0].hasPrefix("Points: 0"))
    let frames = host.terminal.frameCount
    host.key(.character("+"))
    #expect(host.lines[0].hasPrefix("Points: 1"))
    #expect(host.terminal.frameCount == frames + 1)
    #expect(!cycle.hasPendingUpdates)
  }

  @Test func theRunLoopDrawsAModelOnlyChangeInOneFrame() async {
    let cycle = UpdateCycle(drainsAutomatically: false)
    let terminal = InMemoryTerminal(size: Size(width: 20, height: 5))
    let app = Application(
      rootViewController: HostedViewController(rootView: makeView(cycle: cycle)))
    app.updateCycle = cycle
    let clock = TestClock<Duration>()
    let run = Task { await app.run(on: terminal, clock: AnimationClock(clock)) }
    #expect(await yieldUntil { terminal.frameCount == 1 })
    await clock.advance(by: .milliseconds(20))
    terminal.send(.key(.character("+")))
    #expect(await yieldUntil { terminal.lines[0].hasPrefix("Points: 1") })
    for _ in 0..<100 { await Task.yield() }
    #expect(terminal.frameCount == 2)
    terminal.finish()
    await run.value
  }

  private func yieldUntil(_ condition: () -> Bool) async -> Bool {
    for _ in 0..<10_000 {
      if condition() { return true }
      await Task.yield()
    }
    return condition()
  }
}
