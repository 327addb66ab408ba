import ThinKit

extension View {
  /// How ``View/animate(withDuration:delay:options:animations:completion:)`` paces its
  /// changes, as `UIView.AnimationOptions`.
  ///
  /// Animations always begin from what is on screen (UIKit's `beginFromCurrentState`), so that
  /// reversing mid-way never jumps; the option is accepted for familiarity.
  public struct AnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
      self.rawValue = rawValue
    }

    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 0)
    /// Slow at both ends: the default when no curve is given.
    public static let curveEaseInOut = AnimationOptions(rawValue: 1 << 16)
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 17)
    public static let curveEaseOut = AnimationOptions(rawValue: 1 << 18)
    public static let curveLinear = AnimationOptions(rawValue: 1 << 19)

    /// The timing curve these options name.
    public var timingCurve: TimingCurve {
      if contains(.curveLinear) { return .linear }
      if contains(.curveEaseIn) { return .easeIn }
      if contains(.curveEaseOut) { return .easeOut }
      return .easeInEaseOut
    }
  }
}
