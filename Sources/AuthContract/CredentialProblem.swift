/// Why an email or a password is refused, before any comparison: which field, and a sentence
/// for a person. Both ends give the same one: the client before sending, the server in its
/// 400 answer.
public struct CredentialProblem: Error, Hashable, Sendable {
  /// The field that is refused.
  public enum Field: Hashable, Sendable {
    case email, password
  }

  public let field: Field
  public let message: String

  public init(_ field: Field, message: String) {
    self.field = field
    self.message = message
  }

  /// The error code that names the field: invalid user name (1001) or invalid password (1002).
  public var code: AuthErrorCode {
    switch field {
    case .email: .invalidUserName
    case .password: .invalidPassword
    }
  }
}
