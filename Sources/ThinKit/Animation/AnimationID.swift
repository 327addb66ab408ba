/// Identifies one animation added to an ``AnimationLayer``, to match it with its completion.
public struct AnimationID: Hashable, Sendable {
  public let rawValue: UInt64

  public init(rawValue: UInt64) {
    self.rawValue = rawValue
  }
}
