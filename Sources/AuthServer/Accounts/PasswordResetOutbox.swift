import Synchronization

/// Where reset links go: this demo server records the addresses it would email, instead of
/// sending mail. Only addresses with an account get one; the answer to the client is the same.
///
/// It keeps the latest ``capacity`` addresses only: the oldest are dropped first.
public final class PasswordResetOutbox: Sendable {
  /// The most addresses kept.
  public let capacity: Int
  private let sent = Mutex<[String]>([])

  public init(capacity: Int = 1_000) {
    self.capacity = max(1, capacity)
  }

  /// Records a reset link for `email`.
  func send(to email: String) {
    sent.withLock { sent in
      sent.append(email)
      if sent.count > capacity { sent.removeFirst(sent.count - capacity) }
    }
  }

  /// The addresses sent a link, oldest first.
  public var recipients: [String] { sent.withLock { $0 } }
}
