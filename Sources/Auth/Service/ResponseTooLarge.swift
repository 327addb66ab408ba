/// An answer whose body is larger than the transport reads.
public struct ResponseTooLarge: Error, Hashable, Sendable, CustomStringConvertible {
  /// The most bytes the transport reads.
  public let limit: Int

  public init(limit: Int) {
    self.limit = limit
  }

  public var description: String {
    "The server's answer is larger than \(limit / 1024) KiB; it was not read."
  }
}
