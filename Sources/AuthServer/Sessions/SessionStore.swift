import Synchronization

/// The signed-in sessions: an unguessable token for each, and the email it belongs to.
public final class SessionStore: Sendable {
  private let sessions = Mutex<[String: String]>([:])

  public init() {}

  /// Opens a session for `email` and returns its token: 32 random bytes, base64url.
  public func open(for email: String) -> String {
    var generator = SystemRandomNumberGenerator()
    let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    let token = Self.base64URL(bytes)
    sessions.withLock { $0[token] = email }
    return token
  }

  /// Ends the session of `token`; false when there is none.
  public func close(_ token: String) -> Bool {
    sessions.withLock { $0.removeValue(forKey: token) != nil }
  }

  /// The email of `token`'s session, if it is open.
  public func email(for token: String) -> String? {
    sessions.withLock { $0[token] }
  }

  private static func base64URL(_ bytes: [UInt8]) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    var text = ""
    var buffer = 0
    var bits = 0
    for byte in bytes {
      buffer = buffer << 8 | Int(byte)
      bits += 8
      while bits >= 6 {
        bits -= 6
        text.append(alphabet[(buffer >> bits) & 63])
      }
    }
    if bits > 0 { text.append(alphabet[(buffer << (6 - bits)) & 63]) }
    return text
  }
}
