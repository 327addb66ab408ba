extension AuthAPI {
  /// `{email}`, decoded as leniently as ``SignInRequest``.
  public struct PasswordResetRequest: Codable, Sendable {
    public var email: String?
    /// The fields that came as something other than text: ill-formed, not missing.
    package private(set) var notText: Set<CredentialProblem.Field> = []

    private enum CodingKeys: String, CodingKey {
      case email
    }

    public init(email: String) {
      self.email = email
    }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      email = container.lenientText(forKey: .email, .email, notText: &notText)
    }
  }
}
