extension AuthAPI {
  /// `{email, password}`. Decoding is lenient: a field that is missing or not a string reads
  /// as nil, so that the server can say which field was wrong.
  public struct SignInRequest: Codable, Sendable {
    public var email: String?
    public var password: String?

    public init(email: String, password: String) {
      self.email = email
      self.password = password
    }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      email = try? container.decodeIfPresent(String.self, forKey: .email)
      password = try? container.decodeIfPresent(String.self, forKey: .password)
    }
  }
}

extension AuthAPI.SignInRequest: CustomStringConvertible, CustomDebugStringConvertible,
  CustomReflectable
{
  /// The email only: a password never reaches a log through string interpolation or `dump`.
  public var description: String { "SignInRequest(email: \(email ?? "nil"), password: •••)" }
  public var debugDescription: String { description }
  public var customMirror: Mirror { Mirror(self, children: ["email": email as Any]) }
}
