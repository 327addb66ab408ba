extension AuthAPI {
  /// `{email, password}`. Decoding is lenient: a field that is missing or not a string reads
  /// as nil, so that the server can say which field was wrong (and whether it was missing).
  public struct SignInRequest: Codable, Sendable {
    public var email: String?
    public var password: String?
    /// The fields that came as something other than text: ill-formed, not missing.
    package private(set) var notText: Set<CredentialProblem.Field> = []

    private enum CodingKeys: String, CodingKey {
      case email, password
    }

    public init(email: String, password: String) {
      self.email = email
      self.password = password
    }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      email = container.lenientText(forKey: .email, .email, notText: &notText)
      password = container.lenientText(forKey: .password, .password, notText: &notText)
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
