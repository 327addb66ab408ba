/// The pacing of an animation: a cubic Bézier from (0, 0) to (1, 1), as `CAMediaTimingFunction`.
public struct TimingCurve: Hashable, Sendable {
  public var x1: Double
  public var y1: Double
  public var x2: Double
  public var y2: Double

  /// A curve through the control points (x1, y1) and (x2, y2); x values are clamped to 0...1
  /// (NaN counts as 0) so that time never runs backwards.
  public init(x1: Double, y1: Double, x2: Double, y2: Double) {
    self.x1 = x1.clampedToUnitInterval
    self.y1 = y1
    self.x2 = x2.clampedToUnitInterval
    self.y2 = y2
  }

  public static let linear = TimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)
  public static let easeIn = TimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
  public static let easeOut = TimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
  public static let easeInEaseOut = TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

  /// The progress (0 at the start, 1 at the end) after `time`, the fraction of the duration
  /// that has passed; `time` is clamped to 0...1 (NaN counts as 0).
  public func progress(at time: Double) -> Double {
    let time = time.clampedToUnitInterval
    if self == .linear || time == 0 || time == 1 { return time }
    return bezier(parameterForX(time), y1, y2)
  }

  /// One coordinate of the curve at parameter `t`, for control values `p1` and `p2`.
  private func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
  }

  private func bezierSlope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
    let u = 1 - t
    return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
  }

  /// Solves x(t) = x: Newton's method first, bisection when the slope is too flat to trust.
  private func parameterForX(_ x: Double) -> Double {
    var t = x
    for _ in 0..<8 {
      let error = bezier(t, x1, x2) - x
      if abs(error) < 1e-7 { return t }
      let slope = bezierSlope(t, x1, x2)
      if abs(slope) < 1e-6 { break }
      t -= error / slope
    }
    var low = 0.0
    var high = 1.0
    t = x
    while high - low > 1e-7 {
      if bezier(t, x1, x2) < x { low = t } else { high = t }
      t = (low + high) / 2
    }
    return t
  }
}
