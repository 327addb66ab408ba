/// The sign-in API as both ends see it: its paths and JSON bodies. The server's OpenAPI document
/// describes the same, and a test keeps the two in step.
public enum AuthAPI {
  /// `POST`: signs in.
  public static let sessionsPath = "/v1/sessions"
  /// `DELETE` with `Authorization: Bearer <token>`: signs out.
  public static let currentSessionPath = "/v1/sessions/current"
  /// `POST`: asks for a password reset link.
  public static let passwordResetsPath = "/v1/password-resets"

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

  /// The answer to a sign-in: `{token, email}`.
  public struct SessionBody: Codable, Sendable {
    public var token: String
    public var email: String

    public init(token: String, email: String) {
      self.token = token
      self.email = email
    }
  }

  /// Every error answer: `{code, message}`, with `retryAfter` (seconds) when rate-limited.
  public struct ErrorBody: Codable, Sendable, Equatable {
    public var code: Int
    public var message: String
    public var retryAfter: Int?

    public init(code: AuthError.Code, message: String, retryAfter: Int? = nil) {
      self.code = code.rawValue
      self.message = message
      self.retryAfter = retryAfter
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
