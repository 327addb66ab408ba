import Hummingbird
import Logging

/// Holds each client to ``AuthServerLimits/requestsPerClient`` (see ``RequestBuckets``): a
/// request past it is answered 429 and its connection closes, so that a client pipelining
/// requests faster than that loses the rest of its pipeline, unread.
struct RequestRateMiddleware: RouterMiddleware {
  typealias Context = AuthRequestContext

  let buckets: RequestBuckets
  let logger: Logger

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    guard buckets.take(from: context.client) else {
      logger.notice(
        "request refused: its client sends too many",
        metadata: ["client": "\(context.client)", "limit": "\(buckets.limit)"])
      throw APIError.tooManyRequests
    }
    return try await next(request, context)
  }
}
