/// The classic "wrong input" shake: a short additive wobble along one axis that settles back
/// where it started.
///
/// Offsets are `maxOffset` × [0, 1, −0.8, 0.4, 0] at key times [0, 1/6, 3/6, 5/6, 1] over
/// 0.2 s. The animation is additive, so a view shakes around wherever it is, even while it
/// moves. `maxOffset` is in the host's units of length: a text grid counts character
/// widths (2 by default), a UIKit host would use points.
public struct ShakeAnimation: Hashable, Sendable {
  /// The direction of the wobble.
  public enum Axis: Hashable, Sendable {
    case horizontal
    case vertical
  }

  /// The key the shake plays under, so that a new shake replaces one still running.
  public static let key = "shake"
  /// The offsets as fractions of ``maxOffset``.
  public static let offsetFactors: [Double] = [0, 1, -0.8, 0.4, 0]
  /// When each offset is reached, as fractions of ``duration``.
  public static let keyTimes: [Double] = [0, 1.0 / 6, 3.0 / 6, 5.0 / 6, 1]

  /// The largest offset, reached at 1/6 of the duration.
  public var maxOffset: Double
  public var axis: Axis
  public var duration: Duration

  public init(
    maxOffset: Double = 2, axis: Axis = .horizontal, duration: Duration = .milliseconds(200)
  ) {
    self.maxOffset = maxOffset
    self.axis = axis
    self.duration = duration
  }

  /// The keyframe animation a host plays.
  public var keyframeAnimation: KeyframeAnimation {
    KeyframeAnimation(
      property: axis == .horizontal ? .translationX : .translationY,
      values: Self.offsetFactors.map { .number($0 * maxOffset) },
      keyTimes: Self.keyTimes,
      duration: duration,
      isAdditive: true,
      timingCurve: .linear)
  }
}
