import HTTPTypes
import Hummingbird

/// Says who sent each request: the address it came from, unless that is a trusted proxy
/// (``AuthServerLimits/trustedProxies``), whose `X-Forwarded-For` then names the client.
///
/// With no trusted proxy (the default) forwarded headers are ignored: anyone can write them,
/// and believing them would let a client pick a fresh address for every attempt.
struct ClientMiddleware: RouterMiddleware {
  typealias Context = AuthRequestContext

  let trustedProxies: Set<ClientAddress>

  func handle(
    _ request: Request, context: Context, next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    guard !trustedProxies.isEmpty else { return try await next(request, context) }
    var context = context
    context.client = ClientAddress.of(
      peer: context.client, forwardedFor: request.headers[values: .xForwardedFor],
      trustedProxies: trustedProxies)
    return try await next(request, context)
  }
}

extension HTTPField.Name {
  /// The addresses a request was forwarded for, each proxy appending the one it heard from.
  static let xForwardedFor = HTTPField.Name("X-Forwarded-For")!
}
