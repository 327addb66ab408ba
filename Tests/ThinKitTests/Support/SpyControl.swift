import Clocks
import ThinKit

/// A control as a host would make it, minus drawing: it keeps an `AnimationLayer` read at the
/// test clock's time, calls its actions like `UIControl`, and takes focus through a window.
@MainActor
final class SpyControl: Highlightable, FormField, InvalidInputIndicating {
  let name: String
  private let clock: AnimationClock
  var layer = AnimationLayer()
  private var actions: [(events: ControlEvents, action: @MainActor () -> Void)] = []
  private weak var window: SpyWindow?
  /// Every keyframe animation added, with its key, in order.
  private(set) var addedAnimations: [(animation: KeyframeAnimation, key: String)] = []
  private(set) var removedAnimationKeys: [String] = []
  var showsInvalidIndicator = false
  /// The highlight behaviors attached, in order, as the control was told of them.
  private(set) var attachedHighlights: [HighlightBehavior] = []
  var canBecomeFirstResponder = true

  init(_ name: String = "control", clock: AnimationClock, window: SpyWindow? = nil) {
    self.name = name
    self.clock = clock
    self.window = window
  }

  /// What is on screen now for `property`.
  func presented(_ property: AnimatedProperty) -> AnimationValue? {
    layer.presentationValue(property, at: clock.now)
  }

  func addAction(for events: ControlEvents, _ action: @escaping @MainActor () -> Void) {
    actions.append((events, action))
  }

  /// Calls the actions registered for any of `events`, as `UIControl.sendActions(for:)`.
  func sendActions(for events: ControlEvents) {
    for entry in actions where !entry.events.isDisjoint(with: events) {
      entry.action()
    }
  }

  var isFirstResponder: Bool { window?.firstResponder === self }

  @discardableResult
  func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder, let window else { return false }
    window.makeFirstResponder(self)
    return true
  }

  @discardableResult
  func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return false }
    window?.makeFirstResponder(nil)
    return true
  }

  func animate(
    _ property: AnimatedProperty, to value: AnimationValue, duration: Duration,
    timingCurve: TimingCurve
  ) {
    layer.animate(property, to: value, duration: duration, timingCurve: timingCurve, at: clock.now)
  }

  func add(_ animation: KeyframeAnimation, forKey key: String) {
    addedAnimations.append((animation, key))
    layer.add(animation, forKey: key, at: clock.now)
  }

  func removeAnimation(forKey key: String) {
    removedAnimationKeys.append(key)
    layer.removeAnimation(forKey: key)
  }

  func didAttachHighlightBehavior(_ behavior: HighlightBehavior) {
    attachedHighlights.append(behavior)
  }
}

/// Holds the one first responder and sends the editing events a text field sends when focus
/// moves.
@MainActor
final class SpyWindow {
  private(set) weak var firstResponder: SpyControl?

  func makeFirstResponder(_ control: SpyControl?) {
    guard control !== firstResponder else { return }
    let previous = firstResponder
    firstResponder = control
    previous?.sendActions(for: .editingDidEnd)
    control?.sendActions(for: .editingDidBegin)
  }
}

/// A test clock and the animation clock that reads it.
struct TestTime {
  let clock = TestClock<Duration>()
  var animationClock: AnimationClock { AnimationClock(clock) }

  func advance(by duration: Duration) async {
    await clock.advance(by: duration)
  }
}
