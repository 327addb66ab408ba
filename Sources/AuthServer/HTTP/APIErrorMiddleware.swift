import Hummingbird
import Logging
import NIOCore
import NIOHTTP1

/// Answers every error with the API's JSON error body, logs each request's method, path,
/// status and client address, and never lets an error escape as a crash.
///
/// A method no path answers gets 501, on any path; another method a known path does not
/// answer, 405 with `Allow`; an unknown path, 404. Only
/// the path is logged, with anything unprintable escaped: never the query, the headers (a
/// bearer token) or the body (a password).
struct APIErrorMiddleware: RouterMiddleware {
  typealias Context = AuthRequestContext

  let logger: Logger
  /// The methods each path answers.
  let methods: [String: [HTTPRequest.Method]]
  /// The methods some path answers: the server implements no other.
  private let knownMethods: Set<HTTPRequest.Method>

  init(logger: Logger, methods: [String: [HTTPRequest.Method]]) {
    self.logger = logger
    self.methods = methods
    knownMethods = Set(methods.values.joined())
  }

  func handle(
    _ request: Request, context: Context,
    next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    let response: Response
    do {
      response = try await next(request, context)
    } catch {
      response = JSONResponse.make(answer(for: error, to: request))
    }
    logger.info(
      "\(request.method) \(Self.printable(request.uri.path)) → \(response.status.code)",
      metadata: ["client": "\(context.client)"])
    return response
  }

  private func answer(for error: any Error, to request: Request) -> APIError {
    switch error {
    case let error as APIError:
      return error
    case is NIOTooManyBytesError:
      return .bodyTooLarge
    case is MalformedRequest, is HTTPParserError:
      return .malformedHTTP
    case is RequestBodyTimeout:
      return .requestTimeout
    case let error as HTTPError where error.status == .notFound:
      // The method first: one no path answers is unsupported wherever it is sent.
      guard knownMethods.contains(request.method) else { return .methodNotImplemented }
      guard let allowed = methods[request.uri.path] else { return .notFound }
      return .methodNotAllowed(allowed)
    case let error as HTTPError where error.status == .contentTooLarge:
      return .bodyTooLarge
    default:
      logger.error("request failed", metadata: ["error.type": "\(type(of: error))"])
      return .serverFailure
    }
  }

  /// `path` with every scalar outside printable ASCII written as `\u{…}`, so that a log line
  /// stays one line of plain text whatever a client sends.
  static func printable(_ path: String) -> String {
    path.unicodeScalars.map { scalar in
      (0x21...0x7E).contains(scalar.value)
        ? String(scalar) : "\\u{\(String(scalar.value, radix: 16))}"
    }.joined()
  }
}
