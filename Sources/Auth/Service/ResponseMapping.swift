import AuthContract
import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Turns what the transport brought back into ``AuthError``s: one place that knows what each
/// status and failure means to a person.
enum ResponseMapping {
  /// The error an answer with an unexpected status stands for.
  ///
  /// - 400: the field the server names (1001 / 1002), else a bad request (1008);
  /// - 401: `unauthorizedCode`: wrong credentials (1000) for a sign-in, unauthorized (1003)
  ///   for requests that carry a session; unauthorized whenever the server says so;
  /// - 429: rate-limited, with the server's message and when to retry;
  /// - 3xx: an invalid response (1007): the transport follows no redirect;
  /// - 5xx: a backend failure (1006); anything else: an HTTP error (1005).
  ///
  /// The server's message is kept only where a person may read it (400, 401, 429), and never
  /// when it holds `secret` (the password being sent: a server may echo it): the error's own
  /// sentence is said instead.
  static func error(
    for answer: HTTPAnswer, unauthorizedCode: AuthError.Code = .invalidCredentials,
    withholding secret: String? = nil
  ) -> AuthError {
    let status = answer.statusCode
    let body = decode(AuthAPI.ErrorBody.self, from: answer.body)
    let message = body.flatMap { body in
      secret.map { body.message.contains($0) } == true ? nil : body.message
    }
    let sentCode = body.flatMap { AuthError.Code(rawValue: $0.code) }
    func error(_ code: AuthError.Code, message: String? = nil, retryAfter: Int? = nil)
      -> AuthError
    {
      AuthError(
        code, message: message, wasRequestPerformed: true, httpStatus: status,
        retryAfterSeconds: retryAfter)
    }
    switch status {
    case 400:
      let fields: [AuthError.Code] = [.invalidUserName, .invalidPassword]
      guard let sentCode, fields.contains(sentCode) else {
        return error(.badRequest, message: message)
      }
      return error(sentCode, message: message)
    case 401:
      let code = sentCode == .unauthorized ? .unauthorized : unauthorizedCode
      return error(code, message: message)
    case 429:
      let retryAfter =
        body?.retryAfter ?? answer.value(forHeaderField: "Retry-After").flatMap { Int($0) }
      return error(.rateLimited, message: message, retryAfter: retryAfter)
    case 500...599:
      return error(.backend)
    case 200...399:
      return error(.invalidResponse)
    default:
      return error(.http)
    }
  }

  /// The error a transport failure stands for: no answer (refused, unreachable, timed out) is
  /// "unreachable", and a connection the server closed or reset once the request was on its
  /// way is "connection closed"; an answer that could not be read, or was too large to, is an
  /// invalid response.
  static func error(forFailure failure: any Error) -> AuthError {
    if let tooLarge = failure as? ResponseTooLarge {
      return AuthError(.invalidResponse, message: tooLarge.description, wasRequestPerformed: true)
    }
    guard let urlError = failure as? URLError else {
      return AuthError(.unknown, wasRequestPerformed: false)
    }
    switch urlError.code {
    case .badServerResponse, .cannotParseResponse, .cannotDecodeContentData,
      .cannotDecodeRawData, .zeroByteResource:
      return AuthError(.invalidResponse, wasRequestPerformed: true)
    case .cancelled:
      return AuthError(.unknown, wasRequestPerformed: false)
    case .networkConnectionLost:
      return .connectionClosed
    default:
      return .unreachable
    }
  }

  /// `data` decoded as JSON, or nil when it is not what was expected.
  static func decode<T: Decodable>(_ type: T.Type, from data: Data) -> T? {
    try? JSONDecoder().decode(type, from: data)
  }
}
