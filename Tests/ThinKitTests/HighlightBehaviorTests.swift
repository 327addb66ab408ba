import Testing

@testable import ThinKit

@MainActor
@Suite struct HighlightBehaviorTests {
  private let time = TestTime()
  private let window = SpyWindow()
  // Standard theme: field 235 → focused 215 over 0.25 s, ease in / ease out.
  private let style = Theme.standard.fieldHighlight

  private func makeField() -> SpyControl {
    let field = SpyControl(clock: time.animationClock, window: window)
    // The spy control keeps it, as a host's control keeps its highlight.
    _ = HighlightBehavior(view: field, style: style, trigger: .focus)
    return field
  }

  @Test func attachingSetsTheNormalBackgroundAtOnce() {
    let field = makeField()
    #expect(field.presented(.backgroundColor) == .color(Color(white: 235)))
  }

  @Test func focusAnimatesToTheFocusedBackgroundOverTheImplicitDuration() async {
    let field = makeField()
    field.becomeFirstResponder()
    #expect(field.presented(.backgroundColor) == .color(Color(white: 235)))
    await time.advance(by: .milliseconds(125))
    #expect(field.presented(.backgroundColor) == .color(Color(white: 225)))
    await time.advance(by: .milliseconds(125))
    #expect(field.presented(.backgroundColor) == .color(Color(white: 215)))
  }

  @Test func losingFocusMidwayReversesFromTheCurrentColor() async {
    let field = makeField()
    field.becomeFirstResponder()
    await time.advance(by: .milliseconds(125))
    field.resignFirstResponder()
    #expect(field.presented(.backgroundColor) == .color(Color(white: 225)))
    await time.advance(by: .milliseconds(125))
    #expect(field.presented(.backgroundColor) == .color(Color(white: 230)))
    await time.advance(by: .milliseconds(125))
    #expect(field.presented(.backgroundColor) == .color(Color(white: 235)))
  }

  @Test func aFlashHoldsTheHighlightThenFadesWithoutAnyEvent() async {
    let field = SpyControl(clock: time.animationClock, window: window)
    let behavior = HighlightBehavior(view: field, style: style, trigger: .press)
    behavior.flash(holding: .milliseconds(150))
    #expect(field.presented(.backgroundColor) == .color(Color(white: 215)))
    await time.advance(by: .milliseconds(150))
    #expect(field.presented(.backgroundColor) == .color(Color(white: 215)))
    await time.advance(by: .milliseconds(125))
    #expect(field.presented(.backgroundColor) == .color(Color(white: 225)))
    await time.advance(by: .milliseconds(125))
    #expect(field.presented(.backgroundColor) == .color(Color(white: 235)))
    #expect(!behavior.isHighlighted)
  }

  @Test func aRealPressTakesOverFromAFlash() {
    let field = SpyControl(clock: time.animationClock, window: window)
    let behavior = HighlightBehavior(view: field, style: style, trigger: .press)
    behavior.flash(holding: .milliseconds(150))
    field.sendActions(for: .touchDown)
    #expect(field.removedAnimationKeys == [HighlightBehavior.flashKey])
    #expect(behavior.isHighlighted)
  }

  @Test func aRepeatedEventDoesNotRestartTheAnimation() async {
    let field = makeField()
    field.sendActions(for: .editingDidBegin)
    await time.advance(by: .milliseconds(125))
    field.sendActions(for: .editingDidBegin)
    await time.advance(by: .milliseconds(125))
    #expect(field.presented(.backgroundColor) == .color(Color(white: 215)))
  }

  @Test func pressTriggerHighlightsWhileHeld() async {
    let button = SpyControl(clock: time.animationClock)
    let behavior = HighlightBehavior(
      view: button, style: Theme.standard.buttonHighlight, trigger: .press)
    button.sendActions(for: .touchDown)
    #expect(behavior.isHighlighted)
    await time.advance(by: .milliseconds(250))
    #expect(button.presented(.backgroundColor) == .color(Theme.standard.buttonPressedBackground))
    button.sendActions(for: .touchUpOutside)
    #expect(!behavior.isHighlighted)
    await time.advance(by: .milliseconds(250))
    #expect(button.presented(.backgroundColor) == .color(Theme.standard.buttonBackground))
  }

  @Test func theBehaviorLivesAsLongAsItsControl() {
    var button: SpyControl? = SpyControl(clock: time.animationClock)
    // Made by a call, not an initializer the compiler takes for the only owner: the control
    // holds it.
    weak let behavior = attachPressHighlight(to: button!)
    #expect(behavior != nil)
    button = nil
    #expect(behavior == nil)
  }

  private func attachPressHighlight(to control: SpyControl) -> HighlightBehavior {
    HighlightBehavior(view: control, style: style, trigger: .press)
  }

  @Test func attachingTellsTheControl() {
    let button = SpyControl(clock: time.animationClock)
    let behavior = HighlightBehavior(view: button, style: style, trigger: .press)
    #expect(button.attachedHighlights.count == 1)
    #expect(button.attachedHighlights.first === behavior)
  }

  @Test func aNewStyleShowsTheCurrentStateAtOnce() async {
    let field = SpyControl(clock: time.animationClock, window: window)
    let behavior = HighlightBehavior(view: field, style: style, trigger: .focus)
    behavior.style = Theme.standard.buttonHighlight
    #expect(field.presented(.backgroundColor) == .color(Theme.standard.buttonBackground))
    field.becomeFirstResponder()
    await time.advance(by: .milliseconds(250))
    behavior.style = style
    #expect(field.presented(.backgroundColor) == .color(Color(white: 215)))
  }

  @Test func aDetachedBehaviorLeavesTheControlAlone() async {
    let field = SpyControl(clock: time.animationClock, window: window)
    let behavior = HighlightBehavior(view: field, style: style, trigger: .focus)
    behavior.detach()
    #expect(!behavior.isAttached)
    field.becomeFirstResponder()
    behavior.style = Theme.standard.buttonHighlight
    await time.advance(by: .milliseconds(250))
    #expect(!behavior.isHighlighted)
    #expect(field.presented(.backgroundColor) == .color(Color(white: 235)))
  }
}
