import AuthContract
import HTTPTypes

/// An error answer: a status and the `{code, message, retryAfter}` body every error has.
struct APIError: Error {
  var status: HTTPResponse.Status
  var body: AuthAPI.ErrorBody

  init(
    _ status: HTTPResponse.Status, _ code: AuthErrorCode, _ message: String,
    retryAfter: Int? = nil
  ) {
    self.status = status
    body = AuthAPI.ErrorBody(code: code, message: message, retryAfter: retryAfter)
  }

  static let malformedJSON = APIError(
    .badRequest, .serialization, "The request body is not a JSON object.")
  static let bodyTooLarge = APIError(
    .contentTooLarge, .badRequest, "The request body is larger than 16 KiB.")
  static let notFound = APIError(.notFound, .http, "There is nothing at this address.")
  static let invalidCredentials = APIError(
    .unauthorized, .invalidCredentials, AuthAPI.invalidCredentialsMessage)
  static let unauthorized = APIError(
    .unauthorized, .unauthorized, "Sign in first: the session token is missing or has ended.")
  static let serverFailure = APIError(.internalServerError, .backend, "Something went wrong.")

  /// Too many failures for one email.
  static func rateLimited(retryAfter seconds: Int) -> APIError {
    APIError(
      .tooManyRequests, .rateLimited,
      "Too many failed attempts. Try again in \(seconds) s.", retryAfter: seconds)
  }

  /// The first field ``CredentialRules`` refuses.
  init(refusal: CredentialProblem) {
    self.init(.badRequest, refusal.code, refusal.message)
  }
}
