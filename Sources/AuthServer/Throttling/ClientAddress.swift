import NIOCore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Who a request came from, as the throttles count it: an IPv4 address, or an IPv6 address's
/// /64 network (one subscriber usually holds a whole /64, so counting single IPv6 addresses
/// would give each of them billions of fresh limits).
public struct ClientAddress: Hashable, Sendable, CustomStringConvertible {
  /// The address (or network) as text: "127.0.0.1", "2001:db8:0:1::/64".
  public let description: String

  public init(_ description: String) {
    self.description = description
  }

  /// The client behind `address`; unknown addresses share one key.
  public init(_ address: SocketAddress?) {
    switch address {
    case .v4?:
      // The address itself: a socket address made from an IP has no host name to show.
      self.init(address?.ipAddress ?? "unknown")
    case .v6(let v6)?:
      self.init(Self.network(of: v6.address.sin6_addr))
    default:
      self.init("unknown")
    }
  }

  /// The client at `ipAddress` ("192.0.2.7", "2001:db8::1"); nil when it is not an IP address.
  public init?(ipAddress: String) {
    guard let address = try? SocketAddress(ipAddress: ipAddress, port: 0) else { return nil }
    self.init(address)
  }

  /// The client a request stands for: `peer`, the address it came from, unless `peer` is one
  /// of `trustedProxies`; then the last address of `forwardedFor` (the `X-Forwarded-For`
  /// values, each proxy appending the address it heard from) that is not itself a trusted
  /// proxy. A header that names no address leaves the proxy as the client.
  public static func of(
    peer: ClientAddress, forwardedFor: [String], trustedProxies: Set<ClientAddress>
  ) -> ClientAddress {
    guard trustedProxies.contains(peer) else { return peer }
    let hops = forwardedFor.flatMap { $0.split(separator: ",") }.reversed()
    for hop in hops {
      let text = hop.filter { $0 != " " && $0 != "\t" }
      guard let address = ClientAddress(ipAddress: String(text)) else { return peer }
      if !trustedProxies.contains(address) { return address }
    }
    return peer
  }

  /// The /64 network of an IPv6 address, or the IPv4 address it maps (::ffff:a.b.c.d).
  private static func network(of address: in6_addr) -> String {
    let bytes = withUnsafeBytes(of: address) { Array($0) }
    if bytes[0..<10].allSatisfy({ $0 == 0 }), bytes[10] == 0xFF, bytes[11] == 0xFF {
      return bytes[12...].map(String.init).joined(separator: ".")
    }
    let groups = stride(from: 0, to: 8, by: 2).map {
      String(UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]), radix: 16)
    }
    return groups.joined(separator: ":") + "::/64"
  }
}
