import AuthContract
import HTTPTypes

/// An error answer: a status, the `{code, message, retryAfter}` body every error has, and the
/// header fields that go with it (Retry-After, Allow, Connection: close).
struct APIError: Error {
  var status: HTTPResponse.Status
  var body: AuthAPI.ErrorBody
  var headerFields: HTTPFields

  init(
    _ status: HTTPResponse.Status, _ code: AuthErrorCode, _ message: String,
    retryAfter: Int? = nil, headerFields: HTTPFields = [:]
  ) {
    self.status = status
    body = AuthAPI.ErrorBody(code: code, message: message, retryAfter: retryAfter)
    self.headerFields = headerFields
    if let retryAfter { self.headerFields[.retryAfter] = String(retryAfter) }
  }

  static let malformedJSON = APIError(
    .badRequest, .serialization, "The request body is not a JSON object.")
  /// The connection closes after this answer, rather than read the rest of the body.
  static let bodyTooLarge = APIError(
    .contentTooLarge, .badRequest,
    "The request body is larger than \(JSONResponse.bodyLimit / 1024) KiB.",
    headerFields: [.connection: "close"])
  static let notFound = APIError(.notFound, .http, "There is nothing at this address.")
  /// A 401 must name how to authenticate (RFC 9110 §15.5.2): with a bearer token (RFC 6750).
  static let invalidCredentials = APIError(
    .unauthorized, .invalidCredentials, AuthAPI.invalidCredentialsMessage,
    headerFields: [.wwwAuthenticate: bearerChallenge])
  /// No bearer token came: the challenge names no error (RFC 6750 §3.1).
  static let unauthorized = APIError(
    .unauthorized, .unauthorized, sessionNeededMessage,
    headerFields: [.wwwAuthenticate: bearerChallenge])
  /// A bearer token came, of no open session: unknown, expired or closed already.
  static let invalidToken = APIError(
    .unauthorized, .unauthorized, sessionNeededMessage,
    headerFields: [.wwwAuthenticate: bearerChallenge + #", error="invalid_token""#])
  private static let sessionNeededMessage =
    "Sign in first: the session token is missing or has ended."
  /// The challenge of every 401: the API takes the token of a session as a bearer token.
  static let bearerChallenge = #"Bearer realm="thinkit""#

  static let serverFailure = APIError(.internalServerError, .backend, "Something went wrong.")

  /// The request is not valid HTTP/1.1 (its framing, a header, its chunks): the connection
  /// closes after this answer, since nothing after the error can be read reliably.
  static let malformedHTTP = APIError(
    .badRequest, .badRequest, "The request is not valid HTTP.",
    headerFields: [.connection: "close"])

  /// The request's body did not arrive in time; the connection closes after this answer.
  static let requestTimeout = APIError(
    .requestTimeout, .badRequest, "The request body did not arrive in time.",
    headerFields: [.connection: "close"])

  /// `method` is not one the path answers; `allowed` are.
  static func methodNotAllowed(_ allowed: [HTTPRequest.Method]) -> APIError {
    APIError(
      .methodNotAllowed, .http, "This address does not answer that method.",
      headerFields: [.allow: allowed.map(\.rawValue).joined(separator: ", ")])
  }

  /// Too many failures for one email from one client, or too many from one client.
  static func rateLimited(retryAfter seconds: Int) -> APIError {
    APIError(
      .tooManyRequests, .rateLimited,
      "Too many failed attempts. Try again in \(seconds) s.", retryAfter: seconds)
  }

  /// Too many reset requests for one email, or from one client.
  static func resetRateLimited(retryAfter seconds: Int) -> APIError {
    APIError(
      .tooManyRequests, .rateLimited,
      "Too many reset requests. Try again in \(seconds) s.", retryAfter: seconds)
  }

  /// Every password check is busy: try again in a second.
  static let busy = APIError(
    .serviceUnavailable, .backend, "The server is busy. Try again in 1 s.", retryAfter: 1)

  /// The first field ``CredentialRules`` refuses.
  init(refusal: CredentialProblem) {
    self.init(.badRequest, refusal.code, refusal.message)
  }
}
