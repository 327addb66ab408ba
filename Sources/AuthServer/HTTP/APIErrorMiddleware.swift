import Hummingbird
import Logging
import NIOCore

/// Answers every error with the API's JSON error body, logs each request's method, path and
/// status, and never lets an error escape as a crash.
///
/// Only the path is logged: never the query, the headers (a bearer token) or the body (a
/// password).
struct APIErrorMiddleware<Context: RequestContext>: RouterMiddleware {
  let logger: Logger

  func handle(
    _ request: Request, context: Context,
    next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    let response: Response
    do {
      response = try await next(request, context)
    } catch let error as APIError {
      response = JSONResponse.make(error)
    } catch is NIOTooManyBytesError {
      response = JSONResponse.make(.bodyTooLarge)
    } catch let error as HTTPError where error.status == .notFound {
      response = JSONResponse.make(.notFound)
    } catch let error as HTTPError where error.status == .contentTooLarge {
      response = JSONResponse.make(.bodyTooLarge)
    } catch {
      logger.error("request failed", metadata: ["error.type": "\(type(of: error))"])
      response = JSONResponse.make(.serverFailure)
    }
    logger.info(
      "\(request.method) \(request.uri.path) → \(response.status.code)")
    return response
  }
}
