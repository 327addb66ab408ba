/// A property animated from one value to another, as `CABasicAnimation`.
///
/// A plain value: a host plays it by asking for ``value(after:)`` at each frame, where the
/// elapsed time counts from the moment the animation was added (the delay included).
public struct BasicAnimation: Hashable, Sendable {
  public var property: AnimatedProperty
  public var from: AnimationValue
  public var to: AnimationValue
  public var duration: Duration
  public var delay: Duration
  public var timingCurve: TimingCurve

  public init(
    property: AnimatedProperty,
    from: AnimationValue,
    to: AnimationValue,
    duration: Duration,
    delay: Duration = .zero,
    timingCurve: TimingCurve = .easeInEaseOut
  ) {
    self.property = property
    self.from = from
    self.to = to
    self.duration = duration
    self.delay = delay
    self.timingCurve = timingCurve
  }

  /// Whether the animation has reached `to` after `elapsed`.
  public func isFinished(after elapsed: Duration) -> Bool {
    elapsed >= delay + duration
  }

  /// The value after `elapsed`: `from` during the delay, `to` once finished.
  ///
  /// A zero duration shows `to` from the moment the delay ends: that is how a behavior sets a
  /// property "without animation" through ``Animatable``.
  public func value(after elapsed: Duration) -> AnimationValue {
    let running = elapsed - delay
    guard duration > .zero else { return running >= .zero ? to : from }
    guard running > .zero else { return from }
    guard running < duration else { return to }
    return from.interpolated(to: to, fraction: timingCurve.progress(at: running / duration))
  }
}
