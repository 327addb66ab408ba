import AuthContract
import ThinKit

/// Why signing in (or out, or asking for a password reset) did not work: a classic error code,
/// a message for a person when there is one, and whether a request got an answer.
///
/// Views and tests ask it questions (``isInvalidUserName``, ``isInvalidPassword``,
/// ``userReadableMessage``, ``wasRequestPerformed``) rather than compare codes.
public struct AuthError: UserPresentableError, Hashable, Sendable {
  /// The classic codes, shared with the server: ``AuthErrorCode``.
  public typealias Code = AuthErrorCode

  public let code: Code
  /// A sentence for a person, for the codes that carry one: the server's, or validation's.
  public let message: String?
  /// Whether the server answered: false when the error arose before a request went out
  /// (input refused by validation) or when no answer came (unreachable, timed out).
  public let wasRequestPerformed: Bool
  /// The HTTP status of the answer, if there was one.
  public let httpStatus: Int?
  /// For ``Code/rateLimited``: how long until another attempt may succeed.
  public let retryAfterSeconds: Int?

  public init(
    _ code: Code, message: String? = nil, wasRequestPerformed: Bool,
    httpStatus: Int? = nil, retryAfterSeconds: Int? = nil
  ) {
    self.code = code
    self.message = message
    self.wasRequestPerformed = wasRequestPerformed
    self.httpStatus = httpStatus
    self.retryAfterSeconds = retryAfterSeconds
  }

  /// The email was refused as such: empty, not an address, or refused by the server.
  public var isInvalidUserName: Bool { code == .invalidUserName }

  /// The password was refused as such: empty, or refused by the server. Wrong credentials are
  /// not: they never say which part was wrong.
  public var isInvalidPassword: Bool { code == .invalidPassword }

  /// Whether the input was refused before any request went out.
  public var isRefusedInput: Bool {
    !wasRequestPerformed && (isInvalidUserName || isInvalidPassword)
  }

  /// The error's own message for the codes whose message is meant for people; a fixed sentence
  /// for the rest; the fallback "Something went wrong." for anything unexpected, so that no
  /// internal detail reaches the screen.
  public var userReadableMessage: String {
    switch code {
    case .invalidCredentials:
      message ?? Self.invalidCredentialsMessage
    case .rateLimited:
      message ?? Self.rateLimitedMessage(retryAfterSeconds: retryAfterSeconds)
    case .invalidUserName, .invalidPassword, .badRequest:
      message ?? Self.fallbackMessage
    case .unreachable:
      Self.unreachableMessage
    case .connectionClosed:
      Self.connectionClosedMessage
    case .unknown, .unauthorized, .serialization, .http, .backend, .invalidResponse:
      Self.fallbackMessage
    }
  }
}

extension AuthError {
  /// Said for a wrong email or password alike.
  public static let invalidCredentialsMessage = AuthAPI.invalidCredentialsMessage
  /// Said when the server cannot be reached or does not answer in time.
  public static let unreachableMessage =
    "Service unreachable. Check your connection and try again."

  /// Said when the server closed (or reset) the connection once the request was on its way,
  /// without an answer: the server was reached, so "unreachable" would send the person to
  /// check a connection that works.
  public static let connectionClosedMessage =
    "The server closed the connection before it answered. Try again."

  /// The longest wait the client repeats to a person: a day. A server's longer Retry-After
  /// (`9223372036854775807`) reads as "later", as none does.
  public static let longestStatedWait = 86_400

  /// Said when too many attempts failed, if the server did not say it itself.
  public static func rateLimitedMessage(retryAfterSeconds: Int?) -> String {
    guard let seconds = retryAfterSeconds, (1...longestStatedWait).contains(seconds) else {
      return "Too many attempts. Try again later."
    }
    return "Too many attempts. Try again in \(seconds) s."
  }

  /// The input ``CredentialRules`` refused, before any request went out.
  public init(_ problem: CredentialProblem) {
    self.init(problem.code, message: problem.message, wasRequestPerformed: false)
  }

  /// The server could not be reached, or did not answer in time.
  public static let unreachable = AuthError(.unreachable, wasRequestPerformed: false)

  /// The server closed the connection once the request was on its way, without an answer.
  public static let connectionClosed = AuthError(.connectionClosed, wasRequestPerformed: false)
}

extension AuthError: CustomStringConvertible {
  /// The code's name and number, and the HTTP status if any: for logs and test failures.
  public var description: String {
    var text = "AuthError.\(code) (\(code.rawValue))"
    if let httpStatus { text += ", HTTP \(httpStatus)" }
    return text
  }
}
