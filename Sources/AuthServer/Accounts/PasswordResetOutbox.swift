import Synchronization

/// Where reset links go: this demo server records the addresses it would email, instead of
/// sending mail. Only addresses with an account get one; the answer to the client is the same.
public final class PasswordResetOutbox: Sendable {
  private let sent = Mutex<[String]>([])

  public init() {}

  /// Records a reset link for `email`.
  func send(to email: String) {
    sent.withLock { $0.append(email) }
  }

  /// The addresses sent a link, oldest first.
  public var recipients: [String] { sent.withLock { $0 } }
}
