import Synchronization

/// The signed-in sessions: an unguessable token for each, the email it belongs to, and when it
/// ends. A session lasts ``lifetime`` on the injected clock; an expired token is refused like
/// an unknown one. At most ``capacity`` sessions are held: past it, expired ones are dropped,
/// then the oldest.
public final class SessionStore: Sendable {
  /// How long a session lasts after sign-in: 8 hours by default.
  public let lifetime: Duration
  /// The most sessions held at once.
  public let capacity: Int
  private let timeline: Timeline
  private let sessions = Mutex<[String: Session]>([:])

  private struct Session {
    var email: String
    var opened: Duration
  }

  public init<C: Clock>(
    clock: C, lifetime: Duration = AuthServerLimits().sessionLifetime, capacity: Int = 10_000
  ) where C.Duration == Duration {
    self.lifetime = lifetime
    self.capacity = max(1, capacity)
    timeline = Timeline(clock)
  }

  /// Opens a session for `email` and returns its token: 32 random bytes, base64url.
  public func open(for email: String) -> String {
    var generator = SystemRandomNumberGenerator()
    let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    let token = Self.base64URL(bytes)
    let now = timeline.now()
    sessions.withLock { sessions in
      if sessions.count >= capacity {
        sessions = sessions.filter { now - $0.value.opened < lifetime }
      }
      if sessions.count >= capacity,
        let oldest = sessions.min(by: { $0.value.opened < $1.value.opened })
      {
        sessions.removeValue(forKey: oldest.key)
      }
      sessions[token] = Session(email: email, opened: now)
    }
    return token
  }

  /// Ends the session of `token`; nil when there is none open (unknown or expired), else the
  /// email it belonged to.
  public func close(_ token: String) -> String? {
    let now = timeline.now()
    return sessions.withLock { sessions in
      guard let session = sessions.removeValue(forKey: token) else { return nil }
      return now - session.opened < lifetime ? session.email : nil
    }
  }

  /// The email of `token`'s session, if it is open.
  public func email(for token: String) -> String? {
    let now = timeline.now()
    return sessions.withLock { sessions in
      guard let session = sessions[token] else { return nil }
      guard now - session.opened < lifetime else {
        sessions.removeValue(forKey: token)
        return nil
      }
      return session.email
    }
  }

  /// How many sessions are held, expired ones included until they are dropped.
  public var count: Int { sessions.withLock { $0.count } }

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
