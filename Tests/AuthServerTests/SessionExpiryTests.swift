import AuthContract
import AuthServer
import Clocks
import Foundation
import Testing

/// A session lasts its lifetime on the server's clock; an expired token is refused like an
/// unknown one. The store holds a bounded number of sessions.
@Suite struct SessionExpiryTests {
  @Test func aTokenEndsWithItsSessionsLifetime() async throws {
    try await LiveServer.with { server throws in
      let lifetime = server.server.sessions.lifetime
      #expect(lifetime == .seconds(8 * 3600))
      let kept = try await server.token()
      let expired = try await server.token()
      await server.clock.advance(by: lifetime - .seconds(1))
      let bearer = { (token: String) in ["Authorization": "Bearer \(token)"] }
      let stillOpen = try await server.send(
        "DELETE", AuthAPI.currentSessionPath, headers: bearer(kept))
      #expect(stillOpen.statusCode == 204)
      await server.clock.advance(by: .seconds(1))
      let answer = try await server.send(
        "DELETE", AuthAPI.currentSessionPath, headers: bearer(expired))
      #expect(answer.statusCode == 401)
      #expect(answer.code == AuthErrorCode.unauthorized.rawValue)
    }
  }

  @Test func theStoreDropsExpiredSessionsThenTheOldestPastItsCapacity() async {
    let clock = TestClock<Duration>()
    let store = SessionStore(clock: clock, lifetime: .seconds(100), capacity: 2)
    let first = store.open(for: "a@example.com")
    await clock.advance(by: .seconds(10))
    let second = store.open(for: "b@example.com")
    let third = store.open(for: "c@example.com")
    #expect(store.count == 2)
    #expect(store.email(for: first) == nil, "the oldest made room")
    #expect(store.email(for: second) == "b@example.com")
    #expect(store.email(for: third) == "c@example.com")
    await clock.advance(by: .seconds(100))
    _ = store.open(for: "d@example.com")
    #expect(store.count == 1, "expired sessions are dropped first")
  }
}
