import Hummingbird
import NIOCore

/// The sign-in server's request context: Hummingbird's basic one, plus who sent the request,
/// which the throttles count by and the logs name.
public struct AuthRequestContext: RequestContext, RemoteAddressRequestContext {
  public var coreContext: CoreRequestContextStorage
  public let remoteAddress: SocketAddress?
  /// Who sent the request: the address it came from, or, through a trusted proxy, the address
  /// that proxy forwarded (``ClientMiddleware`` sets it).
  public internal(set) var client: ClientAddress

  public init(source: ApplicationRequestContextSource) {
    coreContext = CoreRequestContextStorage(source: source)
    remoteAddress = source.channel.remoteAddress
    client = ClientAddress(remoteAddress)
  }
}
