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
    let running = RunningApp(
      HostedViewController(rootView: makeView(cycle: cycle)), size: Size(width: 20, height: 5),
      updateCycle: cycle)
    await running.launched()
    await running.advance(by: .milliseconds(20))
    running.terminal.send(.key(.character("+")))
    await running.idle()
    #expect(running.terminal.lines[0].hasPrefix("Points: 1"))
    #expect(running.terminal.frameCount == 2)
    await running.finish()
  }
}
