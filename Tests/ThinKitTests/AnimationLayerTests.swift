import Testing

@testable import ThinKit

@Suite struct AnimationLayerTests {
  private let normal = AnimationValue.color(Color(white: 100))
  private let focused = AnimationValue.color(Color(white: 200))

  @Test func basicAnimationStartsFromCurrentStateWhenReversed() {
    var layer = AnimationLayer(values: [.backgroundColor: normal])
    layer.animate(
      .backgroundColor, to: focused, duration: .milliseconds(200), timingCurve: .linear,
      at: .zero)
    #expect(
      layer.presentationValue(.backgroundColor, at: .milliseconds(100)) == .color(Color(white: 150))
    )
    layer.animate(
      .backgroundColor, to: normal, duration: .milliseconds(200), timingCurve: .linear,
      at: .milliseconds(100))
    #expect(
      layer.presentationValue(.backgroundColor, at: .milliseconds(100)) == .color(Color(white: 150))
    )
    #expect(
      layer.presentationValue(.backgroundColor, at: .milliseconds(200)) == .color(Color(white: 125))
    )
    #expect(layer.modelValue(.backgroundColor) == normal)
  }

  @Test func replacedAnimationCompletesUnfinishedAndEndedOneFinished() {
    var layer = AnimationLayer(values: [.scale: .number(1)])
    let first = layer.animate(.scale, to: .number(2), duration: .seconds(1), at: .zero)
    let second = layer.animate(.scale, to: .number(3), duration: .seconds(1), at: .zero)
    #expect(
      layer.advance(to: .milliseconds(10)) == [AnimationCompletion(id: first, finished: false)])
    #expect(layer.hasAnimations)
    #expect(layer.advance(to: .seconds(1)) == [AnimationCompletion(id: second, finished: true)])
    #expect(!layer.hasAnimations)
    #expect(layer.presentationValue(.scale, at: .seconds(2)) == .number(3))
  }

  @Test func additiveKeyframesAddToModelAndSameKeyReplaces() {
    var layer = AnimationLayer(values: [.translationX: .number(0)])
    let shake = KeyframeAnimation(
      property: .translationX, values: [.number(0), .number(2), .number(0)],
      duration: .milliseconds(200), isAdditive: true)
    layer.add(shake, forKey: "shake", at: .zero)
    layer.setValue(.number(5), for: .translationX)
    #expect(layer.presentationValue(.translationX, at: .milliseconds(100)) == .number(7))
    layer.add(shake, forKey: "shake", at: .milliseconds(100))
    #expect(layer.animationKeys == ["shake"])
    #expect(layer.presentationValue(.translationX, at: .milliseconds(100)) == .number(5))
  }
}
