/// At most ``maximum`` attempts within any ``window``.
public struct RateLimit: Hashable, Sendable {
  public var maximum: Int
  public var window: Duration

  public init(maximum: Int, window: Duration) {
    self.maximum = maximum
    self.window = window
  }
}
