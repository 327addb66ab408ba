extension AuthAPI {
  /// The answer to a sign-in: `{token, email}`.
  public struct SessionBody: Codable, Sendable {
    public var token: String
    public var email: String

    public init(token: String, email: String) {
      self.token = token
      self.email = email
    }
  }
}

extension AuthAPI.SessionBody: CustomStringConvertible, CustomDebugStringConvertible,
  CustomReflectable
{
  /// The email only: the token never reaches a log through string interpolation or `dump`.
  public var description: String { "SessionBody(email: \(email), token: •••)" }
  public var debugDescription: String { description }
  public var customMirror: Mirror { Mirror(self, children: ["email": email]) }
}
