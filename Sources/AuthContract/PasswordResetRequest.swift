extension AuthAPI {
  /// `{email}`, decoded as leniently as ``SignInRequest``.
  public struct PasswordResetRequest: Codable, Sendable {
    public var email: String?

    public init(email: String) {
      self.email = email
    }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      email = try? container.decodeIfPresent(String.self, forKey: .email)
    }
  }
}
