import Synchronization

/// Lets at most ``limit`` password checks run at once. One more is refused at once rather than
/// queued (the server answers 503 with Retry-After), so that a flood of sign-ins costs each
/// real one a refusal it can retry, not seconds of waiting behind bcrypt.
public final class PasswordCheckGate: Sendable {
  /// The most checks running at once.
  public let limit: Int
  private let running = Mutex(0)

  public init(limit: Int) {
    self.limit = max(1, limit)
  }

  /// Takes a place if one is free; false when all are taken. Give it back with ``leave()``.
  public func enter() -> Bool {
    running.withLock { count in
      guard count < limit else { return false }
      count += 1
      return true
    }
  }

  /// Gives back a place taken by ``enter()``.
  public func leave() {
    running.withLock { $0 = max(0, $0 - 1) }
  }

  /// How many places are taken now.
  public var inUse: Int { running.withLock { $0 } }
}
