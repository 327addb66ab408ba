import Testing

@testable import ThinKit

@MainActor
@Suite struct ShakeTests {
  private let time = TestTime()

  private func offset(_ view: SpyControl, _ property: AnimatedProperty = .translationX) -> Double {
    view.presented(property)?.number ?? .nan
  }

  @Test func shakeOffsetsAtEachKeyTime() async {
    let view = SpyControl(clock: time.animationClock)
    view.layer.setValue(.number(10), for: .translationX)
    ShakeBehavior(view: view).shake()
    // 0.2 s at key times 0, 1/6, 3/6, 5/6, 1: offsets 2 × [0, 1, −0.8, 0.4, 0] around 10.
    let expected: [(Int64, Double)] = [
      (0, 10), (33_333_333, 12), (100_000_000, 8.4), (166_666_667, 10.8), (200_000_000, 10),
    ]
    var elapsed: Int64 = 0
    for (moment, value) in expected {
      await time.advance(by: .nanoseconds(moment - elapsed))
      elapsed = moment
      #expect(abs(offset(view) - value) < 1e-6, "at \(moment) ns")
    }
  }

  @Test func maxOffsetAndAxisAreConfigurable() async {
    let view = SpyControl(clock: time.animationClock)
    view.layer.setValue(.number(0), for: .translationY)
    ShakeBehavior(view: view, animation: ShakeAnimation(maxOffset: 5, axis: .vertical)).shake()
    await time.advance(by: .milliseconds(100))
    #expect(abs(offset(view, .translationY) + 4) < 1e-9)
    #expect(view.presented(.translationX) == nil)
  }

  @Test func animationValueIsAdditiveLinearAndKeyed() {
    let animation = ShakeAnimation(maxOffset: 3).keyframeAnimation
    #expect(animation.property == .translationX)
    let offsets = animation.values.compactMap(\.number)
    #expect(offsets.count == 5)
    for (offset, expected) in zip(offsets, [0, 3, -2.4, 1.2, 0]) {
      #expect(abs(offset - expected) < 1e-9)
    }
    #expect(animation.keyTimes == [0, 1.0 / 6, 0.5, 5.0 / 6, 1])
    #expect(animation.duration == .milliseconds(200))
    #expect(animation.isAdditive)
    #expect(animation.timingCurve == .linear)
  }
}
