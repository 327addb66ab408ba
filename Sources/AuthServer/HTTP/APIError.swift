import AuthContract
import HTTPTypes

/// An error answer: a status, the `{code, message, retryAfter}` body every error has, and the
/// header fields that go with it (Retry-After, Allow, Connection: close).
struct APIError: Error {
  var status: HTTPResponse.Status
  var body: AuthAPI.ErrorBody
  var headerFields: HTTPFields
  /// Whether the answer carries its body: one answer goes without (and without saying it is
  /// JSON), ``connectNotSupported``.
  var hasBody = true

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
  /// The body's object names a field twice (``TopLevelKeys``): which value counts is not
  /// guessed.
  static let repeatedField = APIError(
    .badRequest, .serialization, "The request body names a field more than once.")
  /// The connection closes after this answer, rather than read the rest of the body.
  static let bodyTooLarge = APIError(
    .contentTooLarge, .badRequest,
    "The request body is larger than \(JSONResponse.bodyLimit / 1024) KiB.",
    headerFields: [.connection: "close"])
  /// The body does not say it is JSON (`Content-Type: application/json`).
  static let unsupportedMediaType = APIError(
    .unsupportedMediaType, .serialization,
    "The request body must be JSON, sent with Content-Type: application/json.")
  /// The body is encoded (compressed): this server reads plain JSON only (RFC 9110 §15.5.16).
  static let unsupportedContentCoding = APIError(
    .unsupportedMediaType, .serialization, "The request body must not be compressed or encoded.",
    headerFields: [.acceptEncoding: "identity"])
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

  /// The request line and header fields pass ``AuthServer/maximumHeaderBytes`` or
  /// ``AuthServer/maximumHeaderFields`` (RFC 6585 §5). The connection closes after this answer.
  static let headerFieldsTooLarge = APIError(
    .requestHeaderFieldsTooLarge, .badRequest,
    "The request line and header fields must fit in \(AuthServer.maximumHeaderBytes / 1024) KiB "
      + "and \(AuthServer.maximumHeaderFields) fields.",
    headerFields: [.connection: "close"])

  /// A request of an HTTP version other than 1.1 and 1.0 (RFC 9110 §15.6.6). The connection
  /// closes after this answer.
  static let httpVersionNotSupported = APIError(
    .httpVersionNotSupported, .http, "This server speaks HTTP/1.1 (and HTTP/1.0).",
    headerFields: [.connection: "close"])

  /// A CONNECT request: this server is no proxy. The connection closes after this answer,
  /// which has no body: NIO's encoder frames every answer to CONNECT without one (RFC 9110
  /// §9.3.6 asks it of a 2xx only), so it does not say it has a JSON one either.
  static let connectNotSupported: APIError = {
    var error = APIError(
      .notImplemented, .http, "This server does not support CONNECT.",
      headerFields: [.connection: "close"])
    error.hasBody = false
    return error
  }()

  /// The request's body did not arrive in time; the connection closes after this answer.
  static let requestTimeout = APIError(
    .requestTimeout, .badRequest, "The request body did not arrive in time.",
    headerFields: [.connection: "close"])

  /// A method no path answers (RFC 9110 §15.6.2): not one this server implements. The method
  /// is not echoed back.
  static let methodNotImplemented = APIError(
    .notImplemented, .http, "This server does not implement that method.")

  /// `method` is not one the path answers; `allowed` are.
  static func methodNotAllowed(_ allowed: [HTTPRequest.Method]) -> APIError {
    APIError(
      .methodNotAllowed, .http, "This address does not answer that method.",
      headerFields: [.allow: allowed.map(\.rawValue).joined(separator: ", ")])
  }

  /// A sign-in past one of its limits: the message says which, in words a person can act on.
  static func rateLimited(retryAfter seconds: Int, limit: SignInThrottle.Limit) -> APIError {
    let message =
      switch limit {
      case .client: "Too many failed attempts. Try again in \(seconds) s."
      case .account:
        "Too many failed attempts on this account. Try again in \(seconds) s, or from where "
          + "you last signed in."
      case .successes: "Too many sign-ins to this account. Try again in \(seconds) s."
      }
    return APIError(.tooManyRequests, .rateLimited, message, retryAfter: seconds)
  }

  /// Too many reset requests for one email from one client, or from one client.
  static func resetRateLimited(retryAfter seconds: Int) -> APIError {
    APIError(
      .tooManyRequests, .rateLimited,
      "Too many reset requests. Try again in \(seconds) s.", retryAfter: seconds)
  }

  /// A request past its client's rate (``AuthServerLimits/requestsPerClient``); the connection
  /// closes after this answer, and whatever the client pipelined behind it is not read.
  static let tooManyRequests = APIError(
    .tooManyRequests, .rateLimited, "Too many requests from this address. Try again in 1 s.",
    retryAfter: 1, headerFields: [.connection: "close"])

  /// Every password check is busy: try again in a second.
  static let busy = APIError(
    .serviceUnavailable, .backend, "The server is busy. Try again in 1 s.", retryAfter: 1)

  /// A connection past its client's cap (see ``ConnectionTable``); it closes after this answer.
  static let tooManyConnections = APIError(
    .tooManyRequests, .rateLimited,
    "Too many connections from this address: close one and try again.", retryAfter: 1,
    headerFields: [.connection: "close"])

  /// A connection when every other is busy with a request; it closes after this answer.
  static let noFreeConnection = APIError(
    .serviceUnavailable, .backend, "The server is busy. Try again in 1 s.", retryAfter: 1,
    headerFields: [.connection: "close"])

  /// The first field ``CredentialRules`` refuses.
  init(refusal: CredentialProblem) {
    self.init(.badRequest, refusal.code, refusal.message)
  }
}
