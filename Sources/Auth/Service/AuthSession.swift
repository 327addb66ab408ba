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
