import AuthContract

/// A signed-in session: who signed in, and the token that proves it to the server.
public struct AuthSession: Hashable, Sendable {
  public let email: String
  /// Sent as `Authorization: Bearer <token>`; never shown, logged or stored.
  public let token: String

  public init(email: String, token: String) {
    self.email = email
    self.token = token
  }
}

extension AuthSession: CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
  /// The email only: the token never reaches a log through interpolation or `dump`.
  public var description: String { "AuthSession(email: \(email), token: •••)" }
  public var debugDescription: String { description }
  public var customMirror: Mirror { Mirror(self, children: ["email": email]) }
}

extension AuthSession {
  /// The session a sign-in's answer holds, or nil when the client cannot use it: a token it
  /// cannot send back as `Authorization: Bearer` (empty, or not RFC 6750's b64token, so no
  /// line break or space can reach a header), or an email that is not an address (a control
  /// character or a bidirectional override would be drawn as "Signed in as …").
  public init?(answer body: AuthAPI.SessionBody) {
    guard Self.isB64Token(body.token), CredentialRules.isEmailAddress(body.email) else {
      return nil
    }
    self.init(email: body.email, token: body.token)
  }

  /// RFC 6750 §2.1: `1*( ALPHA / DIGIT / "-" / "." / "_" / "~" / "+" / "/" ) *"="`.
  private static func isB64Token(_ token: String) -> Bool {
    let characters = Array(token.utf8)
    let end = characters.lastIndex { $0 != UInt8(ascii: "=") }.map { $0 + 1 } ?? 0
    guard end > 0 else { return false }
    return characters[..<end].allSatisfy { byte in
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"):
        true
      default: "-._~+/".utf8.contains(byte)
      }
    }
  }
}
