import Auth
import AuthServer
import Clocks
import Foundation
import Testing

/// Five failures for one email within 60 s lock it out until the oldest is a minute old; time
/// is the test clock's.
@Suite struct RateLimitTests {
  @Test func sixthAttemptWithinAMinuteIsRefusedWithRetryAfter() async throws {
    try await LiveServer.with { server throws in
      for second in 0..<5 {
        #expect(try await server.signIn(password: "wrong \(second)").statusCode == 401)
        await server.clock.advance(by: .seconds(1))
      }
      // The right password too: the email is locked, whatever is tried.
      let refused = try await server.signIn()
      #expect(refused.statusCode == 429)
      #expect(refused.code == 1009)
      #expect(refused.json?["retryAfter"] as? Int == 55)
      #expect(refused.value(forHeaderField: "Retry-After") == "55")
      #expect(refused.message == "Too many failed attempts. Try again in 55 s.")
      let comparisons = server.server.accounts.comparisons
      await server.clock.advance(by: .seconds(54))
      #expect(try await server.signIn().json?["retryAfter"] as? Int == 1)
      #expect(server.server.accounts.comparisons == comparisons, "throttled: no bcrypt work")
      await server.clock.advance(by: .seconds(1))
      #expect(try await server.signIn().statusCode == 201)
    }
  }

  @Test func unknownEmailsAreThrottledAlikeAndOthersAreNot() async throws {
    try await LiveServer.with { server throws in
      for _ in 0..<5 {
        #expect(try await server.signIn(email: "ghost@example.com").statusCode == 401)
      }
      #expect(try await server.signIn(email: "ghost@example.com").statusCode == 429)
      #expect(try await server.signIn(email: "GHOST@example.com ").statusCode == 429)
      #expect(try await server.signIn().statusCode == 201)
    }
  }

  @Test func successForgetsEarlierFailures() async throws {
    try await LiveServer.with { server throws in
      for _ in 0..<4 { _ = try await server.signIn(password: "wrong") }
      #expect(try await server.signIn().statusCode == 201)
      for _ in 0..<4 { _ = try await server.signIn(password: "wrong") }
      #expect(try await server.signIn().statusCode == 201)
    }
  }

  @Test func throttleWindowSlides() async {
    let clock = TestClock<Duration>()
    let throttle = SignInThrottle(clock: clock, maximumFailures: 2, window: .seconds(10))
    throttle.recordFailure(for: "a")
    await clock.advance(by: .seconds(6))
    throttle.recordFailure(for: "a")
    #expect(throttle.retryAfter(for: "a") == 4)
    await clock.advance(by: .milliseconds(4_500))
    #expect(throttle.retryAfter(for: "a") == nil, "the first failure has left the window")
    #expect(throttle.retryAfter(for: "b") == nil)
  }
}
