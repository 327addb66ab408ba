/// A view whose properties can be animated: what behaviors use to recolor, move and shake views.
///
/// A conforming host keeps an ``AnimationLayer`` per view and reads time from its clock; the
/// behavior only says what should change.
@MainActor
public protocol Animatable: AnyObject {
  /// Animates `property` from what is presented now to `value` (begin from current state).
  func animate(
    _ property: AnimatedProperty, to value: AnimationValue, duration: Duration,
    timingCurve: TimingCurve)
  /// Plays `animation`, replacing any animation under the same key.
  func add(_ animation: KeyframeAnimation, forKey key: String)
  /// Stops the keyframe animation under `key`, if one plays.
  func removeAnimation(forKey key: String)
}
