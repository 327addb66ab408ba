import Testing

@testable import ThinKit

@Suite struct AnimationValueTests {
  @Test func linearCurveIsIdentityAndEaseIsSymmetric() {
    #expect(TimingCurve.linear.progress(at: 0.3) == 0.3)
    let ease = TimingCurve.easeInEaseOut
    #expect(abs(ease.progress(at: 0.5) - 0.5) < 1e-6)
    #expect(ease.progress(at: 0.25) < 0.25)
    #expect(abs(ease.progress(at: 0.25) + ease.progress(at: 0.75) - 1) < 1e-6)
    #expect(ease.progress(at: -1) == 0)
    #expect(ease.progress(at: 2) == 1)
  }

  @Test func keyframesInterpolateBetweenKeyTimes() {
    let animation = KeyframeAnimation(
      property: .translationX,
      values: [.number(0), .number(2), .number(-1.6), .number(0.8), .number(0)],
      keyTimes: [0, 1.0 / 6, 3.0 / 6, 5.0 / 6, 1],
      duration: .milliseconds(200),
      isAdditive: true)
    #expect(animation.value(atFraction: 1.0 / 6)?.number == 2)
    #expect(abs((animation.value(atFraction: 3.0 / 6)?.number ?? 0) + 1.6) < 1e-9)
    #expect(abs((animation.value(atFraction: 1.0 / 12)?.number ?? 0) - 1) < 1e-9)
    #expect(animation.value(after: .seconds(1))?.number == 0)
    #expect(animation.isFinished(after: .milliseconds(200)))
    #expect(!animation.isFinished(after: .milliseconds(199)))
  }

  @Test func mismatchedKeyTimesSpreadValuesEvenly() {
    let animation = KeyframeAnimation(
      property: .scale, values: [.number(1), .number(3), .number(1)], keyTimes: [0, 1],
      duration: .seconds(1))
    #expect(animation.value(atFraction: 0.5)?.number == 3)
    #expect(animation.value(atFraction: 0.25)?.number == 2)
  }

  @Test func basicAnimationHoldsDuringDelayAndEndsAtTarget() {
    let animation = BasicAnimation(
      property: .backgroundColor, from: .color(Color(white: 100)), to: .color(Color(white: 200)),
      duration: .milliseconds(250), delay: .milliseconds(100), timingCurve: .linear)
    #expect(animation.value(after: .milliseconds(50)) == .color(Color(white: 100)))
    #expect(animation.value(after: .milliseconds(225)) == .color(Color(white: 150)))
    #expect(animation.value(after: .milliseconds(350)) == .color(Color(white: 200)))
    #expect(animation.isFinished(after: .milliseconds(350)))
  }

  @Test func zeroDurationShowsTheTargetOnceTheDelayEnds() {
    let now = BasicAnimation(
      property: .scale, from: .number(1), to: .number(2), duration: .zero)
    #expect(now.value(after: .zero) == .number(2))
    let later = BasicAnimation(
      property: .scale, from: .number(1), to: .number(2), duration: .zero,
      delay: .milliseconds(10))
    #expect(later.value(after: .milliseconds(5)) == .number(1))
    #expect(later.value(after: .milliseconds(10)) == .number(2))
  }

  @Test func additiveNumbersAdd() {
    #expect(AnimationValue.number(2).added(to: .number(10)) == .number(12))
  }
}
