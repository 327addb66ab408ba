/// A property animated through a list of values at given moments, as `CAKeyframeAnimation`.
///
/// A plain value: a host plays it by asking for ``value(after:)`` at each frame.
public struct KeyframeAnimation: Hashable, Sendable {
  public var property: AnimatedProperty
  public var values: [AnimationValue]
  /// Moments of each value as fractions of the duration (0...1, increasing). When the count
  /// does not match `values`, the values are spread evenly instead.
  public var keyTimes: [Double]
  public var duration: Duration
  /// An additive animation adds its value to the property's model value instead of replacing it.
  public var isAdditive: Bool
  /// The pacing of the whole animation.
  public var timingCurve: TimingCurve

  public init(
    property: AnimatedProperty,
    values: [AnimationValue],
    keyTimes: [Double] = [],
    duration: Duration,
    isAdditive: Bool = false,
    timingCurve: TimingCurve = .linear
  ) {
    self.property = property
    self.values = values
    self.keyTimes = keyTimes
    self.duration = duration
    self.isAdditive = isAdditive
    self.timingCurve = timingCurve
  }

  /// Whether the animation has played to its end after `elapsed`.
  public func isFinished(after elapsed: Duration) -> Bool {
    elapsed >= duration
  }

  /// The value after `elapsed` since the animation started; the last value once it has ended.
  public func value(after elapsed: Duration) -> AnimationValue? {
    let fraction = duration > .zero ? elapsed / duration : 1
    return value(atFraction: fraction)
  }

  /// The value at `fraction` of the duration (clamped to 0...1), or nil without values.
  public func value(atFraction fraction: Double) -> AnimationValue? {
    guard let first = values.first, let last = values.last else { return nil }
    let time = timingCurve.progress(at: fraction)
    let times = effectiveKeyTimes
    if time <= times[0] { return first }
    for index in 1..<values.count where time <= times[index] {
      let span = times[index] - times[index - 1]
      let local = span > 0 ? (time - times[index - 1]) / span : 1
      return values[index - 1].interpolated(to: values[index], fraction: local)
    }
    return last
  }

  private var effectiveKeyTimes: [Double] {
    if keyTimes.count == values.count { return keyTimes }
    guard values.count > 1 else { return [0] }
    return values.indices.map { Double($0) / Double(values.count - 1) }
  }
}
