import Synchronization

/// The signed-in sessions: an unguessable token for each, the email it belongs to, and when it
/// ends. A session lasts ``lifetime`` on the injected clock; an expired token is refused like
/// an unknown one.
///
/// Bounded twice over: one account holds at most ``perAccount`` sessions (a new one closes
/// that account's oldest), so that however often one account signs in it never pushes out
/// the sessions of others; and the store holds at most ``capacity`` (past it, expired ones
/// are dropped, then the oldest).
public final class SessionStore: Sendable {
  /// How long a session lasts after sign-in: 8 hours by default.
  public let lifetime: Duration
  /// The most sessions held at once.
  public let capacity: Int
  /// The most sessions one account holds at once.
  public let perAccount: Int
  private let timeline: Timeline
  private let state = Mutex(State())

  private struct Session {
    var email: String
    var opened: Duration
  }

  private struct State {
    var sessions: [String: Session] = [:]
    /// Each account's tokens, oldest first.
    var tokens: [String: [String]] = [:]

    mutating func remove(_ token: String) -> Session? {
      guard let session = sessions.removeValue(forKey: token) else { return nil }
      let left = (tokens[session.email] ?? []).filter { $0 != token }
      tokens[session.email] = left.isEmpty ? nil : left
      return session
    }
  }

  public init<C: Clock>(
    clock: C, lifetime: Duration = AuthServerLimits().sessionLifetime, capacity: Int = 10_000,
    perAccount: Int = AuthServerLimits().sessionsPerAccount
  ) where C.Duration == Duration {
    self.lifetime = lifetime
    self.capacity = max(1, capacity)
    self.perAccount = max(1, perAccount)
    timeline = Timeline(clock)
  }

  /// Opens a session for `email` and returns its token: 32 random bytes, base64url.
  public func open(for email: String) -> String {
    var generator = SystemRandomNumberGenerator()
    let bytes = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    let token = Self.base64URL(bytes)
    let now = timeline.now()
    state.withLock { state in
      if let tokens = state.tokens[email], tokens.count >= perAccount {
        for old in tokens.prefix(tokens.count - perAccount + 1) { _ = state.remove(old) }
      }
      if state.sessions.count >= capacity {
        for (old, session) in state.sessions where now - session.opened >= lifetime {
          _ = state.remove(old)
        }
      }
      if state.sessions.count >= capacity,
        let oldest = state.sessions.min(by: { $0.value.opened < $1.value.opened })
      {
        _ = state.remove(oldest.key)
      }
      state.sessions[token] = Session(email: email, opened: now)
      state.tokens[email, default: []].append(token)
    }
    return token
  }

  /// Ends the session of `token`; nil when there is none open (unknown or expired), else the
  /// email it belonged to.
  public func close(_ token: String) -> String? {
    let now = timeline.now()
    return state.withLock { state in
      guard let session = state.remove(token) else { return nil }
      return now - session.opened < lifetime ? session.email : nil
    }
  }

  /// The email of `token`'s session, if it is open.
  public func email(for token: String) -> String? {
    let now = timeline.now()
    return state.withLock { state in
      guard let session = state.sessions[token] else { return nil }
      guard now - session.opened < lifetime else {
        _ = state.remove(token)
        return nil
      }
      return session.email
    }
  }

  /// How many sessions are held, expired ones included until they are dropped.
  public var count: Int { state.withLock { $0.sessions.count } }

  /// How many sessions `email` holds.
  public func count(for email: String) -> Int {
    state.withLock { $0.tokens[email]?.count ?? 0 }
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
