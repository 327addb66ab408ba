import Hummingbird
import NIOCore

/// The sign-in server's request context: Hummingbird's basic one, plus the client's address,
/// which the throttles count by.
public struct AuthRequestContext: RequestContext, RemoteAddressRequestContext {
  public var coreContext: CoreRequestContextStorage
  public let remoteAddress: SocketAddress?

  public init(source: ApplicationRequestContextSource) {
    coreContext = CoreRequestContextStorage(source: source)
    remoteAddress = source.channel.remoteAddress
  }

  /// Who sent the request, as the throttles count it.
  var client: ClientAddress { ClientAddress(remoteAddress) }
}
