import Testing
import ThinKit
import ThinTerminalTesting

@testable import ThinTerminal

@Suite @MainActor struct ViewAnimationTests {
  private let from = Color(white: 100)
  private let to = Color(white: 200)

  /// A 4×1 view at the origin whose background the tests read from the screen.
  private func makeHost() -> (TestHost, View) {
    let box = View(frame: Rect(x: 0, y: 0, width: 4, height: 1))
    box.backgroundColor = from
    let host = TestHost(hosting: box, size: Size(width: 20, height: 5))
    // 8 frames per second: frames land exactly on 0, 0.125 and 0.25 s.
    host.app.preferredFramesPerSecond = 8
    return (host, box)
  }

  @Test func backgroundAnimatesFrameByFrame() async {
    let (host, box) = makeHost()
    var finished: Bool?
    View.animate(withDuration: .milliseconds(250), options: .curveLinear) {
      box.backgroundColor = to
    } completion: {
      finished = $0
    }
    #expect(box.backgroundColor == to)
    host.app.displayIfNeeded()
    #expect(host.terminal.screen[0, 0].background == from)
    await host.advance(by: .milliseconds(125))
    #expect(host.terminal.screen[0, 0].background == Color(white: 150))
    #expect(finished == nil)
    await host.advance(by: .milliseconds(125))
    #expect(host.terminal.screen[0, 0].background == to)
    #expect(finished == true)
    #expect(!host.app.isAnimating)
  }

  @Test func reversingMidwayStartsFromWhatIsOnScreen() async {
    let (host, box) = makeHost()
    var results: [Bool] = []
    View.animate(withDuration: .milliseconds(250), options: .curveLinear) {
      box.backgroundColor = to
    } completion: {
      results.append($0)
    }
    await host.advance(by: .milliseconds(125))
    #expect(host.terminal.screen[0, 0].background == Color(white: 150))
    View.animate(withDuration: .milliseconds(250), options: .curveLinear) {
      box.backgroundColor = from
    } completion: {
      results.append($0)
    }
    await host.advance(by: .milliseconds(125))
    #expect(host.terminal.screen[0, 0].background == Color(white: 125))
    #expect(results == [false])
    await host.advance(by: .milliseconds(125))
    #expect(host.terminal.screen[0, 0].background == from)
    #expect(results == [false, true])
  }

  @Test func keyframeShakeMovesByWholeCellsAtEachKeyTime() async {
    let field = View(frame: Rect(x: 5, y: 1, width: 3, height: 1))
    field.backgroundColor = to
    let host = TestHost(hosting: field, size: Size(width: 20, height: 5))
    // Key times 0, 1/6, 3/6, 5/6, 1 of 0.2 s fall on multiples of 1/30 s.
    host.app.preferredFramesPerSecond = 30
    let shake = KeyframeAnimation(
      property: .translationX, values: [0, 2, -1.6, 0.8, 0].map { .number($0) },
      keyTimes: [0, 1.0 / 6, 3.0 / 6, 5.0 / 6, 1], duration: .milliseconds(200), isAdditive: true)
    field.add(shake, forKey: "shake")
    host.app.displayIfNeeded()
    func left() -> Int? {
      (0..<20).first { host.terminal.screen[$0, 1].background == to }
    }
    #expect(left() == 5)
    let interval = Duration.seconds(1) / 30
    var offsets: [Int?] = []
    for _ in 0..<6 {
      await host.advance(by: interval)
      offsets.append(left().map { $0 - 5 })
    }
    // 1/30 s apart: 0.033 → 2 (key 1/6), 0.067 → 0.2, 0.1 → -1.6 (key 3/6), 0.133 → -0.4,
    // 0.167 → 0.8 (key 5/6), 0.2 → 0; drawn rounded to whole cells.
    #expect(offsets == [2, 0, -2, 0, 1, 0])
    // Six steps of 1/30 s fall a few attoseconds short of 0.2 s: one more frame ends it.
    await host.advance(by: interval)
    #expect(field.animationKeys.isEmpty)
    #expect(left() == 5)
  }

  @Test func sameKeyReplacesTheRunningKeyframeAnimation() async {
    let (host, box) = makeHost()
    let slide = KeyframeAnimation(
      property: .translationX, values: [.number(0), .number(8)], duration: .seconds(1))
    box.add(slide, forKey: "move")
    await host.advance(by: .milliseconds(500))
    #expect(box.presentationTransform.translationX == 4)
    box.add(slide, forKey: "move")
    #expect(box.animationKeys == ["move"])
    #expect(box.presentationTransform.translationX == 0)
  }

  @Test func tickerStopsWhenIdleAndDrawsNoMoreFrames() async {
    let (host, box) = makeHost()
    View.animate(withDuration: .milliseconds(250)) { box.backgroundColor = to }
    #expect(host.app.isAnimating)
    await host.advance(by: .milliseconds(250))
    #expect(!host.app.isAnimating)
    let frames = host.terminal.frameCount
    await host.advance(by: .seconds(5))
    #expect(host.terminal.frameCount == frames)
  }

  @Test func atMostTheFrameRateWhileAnimating() async {
    let (host, box) = makeHost()
    host.app.preferredFramesPerSecond = 60
    View.animate(withDuration: .seconds(1)) { box.backgroundColor = to }
    let start = host.terminal.frameCount
    await host.advance(by: .seconds(1))
    let frames = host.terminal.frameCount - start
    #expect(frames >= 55 && frames <= 62)
  }

  @Test func scaleDrawsTheViewLargerAboutItsCentre() async {
    let box = View(frame: Rect(x: 5, y: 2, width: 10, height: 3))
    box.backgroundColor = to
    let host = TestHost(hosting: box, size: Size(width: 20, height: 8))
    host.app.preferredFramesPerSecond = 10
    View.animate(withDuration: .milliseconds(100), options: .curveLinear) {
      box.transform = Transform(scale: 1.3)
    }
    await host.advance(by: .milliseconds(100))
    let covered = (0..<20).filter { host.terminal.screen[$0, 3].background == to }
    // 10 × 3 cells scaled by 1.3 about (10, 3.5): 13 × 4 cells, half-cells rounded up.
    #expect(covered.first == 4)
    #expect(covered.count == 13)
    let rows = (0..<8).filter { host.terminal.screen[10, $0].background == to }
    #expect(rows == [2, 3, 4, 5])
  }

  @Test func withoutAnimationChangesJumpAndCompletionRunsAtOnce() {
    let (host, box) = makeHost()
    var finished: Bool?
    View.performWithoutAnimation {
      View.animate(withDuration: .seconds(1)) {
        box.backgroundColor = to
      } completion: {
        finished = $0
      }
    }
    #expect(finished == true)
    #expect(!host.app.isAnimating)
    host.app.displayIfNeeded()
    #expect(host.terminal.screen[0, 0].background == to)
  }

  @Test func viewsOutsideARunningApplicationChangeAtOnce() {
    let view = View()
    var finished: Bool?
    View.animate(withDuration: .seconds(1)) {
      view.backgroundColor = to
    } completion: {
      finished = $0
    }
    #expect(finished == true)
    #expect(view.presentationBackgroundColor == to)
  }

  @Test func animatableConformanceAnimatesFromCurrentState() async {
    let (host, box) = makeHost()
    let animatable: any Animatable = box
    animatable.animate(
      .backgroundColor, to: .color(to), duration: .milliseconds(250), timingCurve: .linear)
    await host.advance(by: .milliseconds(125))
    #expect(host.terminal.screen[0, 0].background == Color(white: 150))
  }

  @Test func focusAnimatesAFieldsThemeBackground() async {
    let field = TextField()
    field.frame = Rect(x: 0, y: 0, width: 10, height: 1)
    let host = TestHost(hosting: field, size: Size(width: 20, height: 5))
    host.app.preferredFramesPerSecond = 8
    let theme = Theme.standard
    #expect(host.terminal.screen[5, 0].background == theme.fieldBackground)
    field.becomeFirstResponder()
    await host.advance(by: .milliseconds(250))
    #expect(host.terminal.screen[5, 0].background == theme.fieldFocusedBackground)
    field.resignFirstResponder()
    await host.advance(by: .milliseconds(125))
    let middle = host.terminal.screen[5, 0].background
    #expect(middle != theme.fieldBackground && middle != theme.fieldFocusedBackground)
  }
}
