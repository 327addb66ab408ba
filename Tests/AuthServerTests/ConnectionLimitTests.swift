import AuthContract
import AuthServer
import Foundation
import Testing

/// Past the connection cap, a new connection waits, unanswered, until one closes.
@Suite struct ConnectionLimitTests {
  private static let request = "GET /v1/sessions HTTP/1.1\r\nHost: x\r\n\r\n"

  @Test func aConnectionPastTheCapWaitsUntilAnotherCloses() async throws {
    let limits = AuthServerLimits(maximumConnections: 1)
    try await LiveServer.with(limits: limits) { server throws in
      let first = try await server.connect()
      try await first.send(Self.request)
      #expect(try await first.readAnswer().status == 405)
      let second = try await server.connect()
      try await second.send(Self.request)
      // The first connection is still served meanwhile; the second is not.
      try await first.send(Self.request)
      #expect(try await first.readAnswer().status == 405)
      #expect(!second.hasAnythingArrived, "answered past the cap")
      first.close()
      #expect(try await second.readAnswer().status == 405)
    }
  }
}
