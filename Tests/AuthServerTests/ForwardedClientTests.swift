import AuthContract
import Testing

@testable import AuthServer

/// A client is the address it connects from: `X-Forwarded-For` is believed only from a proxy
/// the server is told to trust, and then names the client by its last untrusted address.
@Suite struct ForwardedClientTests {
  private static let proxy = ClientAddress("127.0.0.1")

  @Test func forwardedHeadersAreIgnoredUnlessTheirSenderIsTrusted() {
    let peer = ClientAddress("192.0.2.1")
    #expect(ClientAddress.of(peer: peer, forwardedFor: ["10.0.0.1"], trustedProxies: []) == peer)
    #expect(
      ClientAddress.of(peer: peer, forwardedFor: ["10.0.0.1"], trustedProxies: [Self.proxy])
        == peer)
  }

  @Test func aTrustedProxyNamesTheLastUntrustedAddress() {
    let trusted: Set = [Self.proxy, ClientAddress("10.0.0.2")]
    let forwarded = ["203.0.113.9, 198.51.100.4", "10.0.0.2"]
    #expect(
      ClientAddress.of(peer: Self.proxy, forwardedFor: forwarded, trustedProxies: trusted)
        == ClientAddress("198.51.100.4"))
    #expect(
      ClientAddress.of(peer: Self.proxy, forwardedFor: ["2001:db8:1:2::7"], trustedProxies: trusted)
        == ClientAddress("2001:db8:1:2::/64"))
    #expect(
      ClientAddress.of(peer: Self.proxy, forwardedFor: ["not an address"], trustedProxies: trusted)
        == Self.proxy)
    #expect(
      ClientAddress.of(peer: Self.proxy, forwardedFor: [], trustedProxies: trusted) == Self.proxy)
  }

  @Test func throughATrustedProxyTheForwardedClientIsCountedAndLogged() async throws {
    var limits = LiveServer.testLimits
    limits.trustedProxies = ["127.0.0.1"]
    try await LiveServer.with(limits: limits) { server throws in
      for index in 0..<6 {
        let answer = try await server.send(
          "POST", AuthAPI.sessionsPath,
          json: ["email": LiveServer.email, "password": "wrong \(index)"],
          headers: ["X-Forwarded-For": "203.0.113.\(index)"])
        #expect(answer.statusCode == 401, "each forwarded client has its own limit")
      }
      #expect(server.logText.contains("203.0.113.5"))
    }
  }
}
