import Testing

@testable import ThinKit

@MainActor
@Suite struct InvalidInputBehaviorTests {
  private let time = TestTime()

  @Test func settingInvalidShowsTheIndicatorAndShakes() {
    let field = SpyControl(clock: time.animationClock)
    let behavior = InvalidInputBehavior(view: field)
    #expect(!field.showsInvalidIndicator)
    behavior.isInvalid = true
    #expect(field.showsInvalidIndicator)
    #expect(field.addedAnimations.map(\.key) == [ShakeAnimation.key])
  }

  @Test func settingInvalidTwiceShakesTwiceFromTheStart() async {
    let field = SpyControl(clock: time.animationClock)
    field.layer.setValue(.number(0), for: .translationX)
    let behavior = InvalidInputBehavior(view: field)
    behavior.isInvalid = true
    await time.advance(by: .milliseconds(100))
    #expect(abs((field.presented(.translationX)?.number ?? 0) + 1.6) < 1e-9)
    behavior.isInvalid = true
    #expect(field.addedAnimations.count == 2)
    #expect(field.presented(.translationX) == .number(0))
    await time.advance(by: .nanoseconds(33_333_333))
    #expect(abs((field.presented(.translationX)?.number ?? 0) - 2) < 1e-6)
    #expect(field.showsInvalidIndicator)
  }

  @Test func clearingHidesTheIndicatorWithoutShaking() {
    let field = SpyControl(clock: time.animationClock)
    let behavior = InvalidInputBehavior(view: field, shake: ShakeAnimation(maxOffset: 4))
    behavior.isInvalid = true
    behavior.isInvalid = false
    #expect(!field.showsInvalidIndicator)
    #expect(field.addedAnimations.count == 1)
    #expect(field.addedAnimations.first?.animation.values[1] == .number(4))
  }
}
