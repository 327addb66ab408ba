import Auth
import AuthContract
import AuthServer
import Clocks
import Foundation
import NIOCore
import Testing

/// Five attempts at one account from one client within 60 s lock it for that client until the
/// oldest is a minute old; time is the test clock's.
@Suite struct RateLimitTests {
  @Test func sixthAttemptWithinAMinuteIsRefusedWithRetryAfter() async throws {
    try await LiveServer.with { server throws in
      for second in 0..<5 {
        #expect(try await server.signIn(password: "wrong \(second)").statusCode == 401)
        await server.clock.advance(by: .seconds(1))
      }
      // The right password too: the account is locked, whatever is tried.
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
      #expect(try await server.signIn(email: "GHOST@example.com").statusCode == 429)
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

  /// The reservation comes before the comparison: a burst of wrong passwords, held in
  /// flight, leaves no room for anything else, the right password included. The burst is
  /// more than the client's pool of connections (8): most of it waits for one, as long as
  /// its own timeout allows.
  @Test(.timeLimit(.minutes(5)))
  func aBurstComparesAtMostFiveAndTheRightPasswordInsideItIsRefused() async throws {
    let hasher = HeldHasher()
    try await LiveServer.with(hasher: hasher) { server throws in
      let before = server.server.accounts.comparisons
      let burst = Task {
        try await withThrowingTaskGroup(of: Int.self) { group in
          for attempt in 0..<40 {
            group.addTask { try await server.signIn(password: "wrong \(attempt)").statusCode }
          }
          return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
      }
      await hasher.waitForChecks(5)
      let right = try await server.signIn()
      #expect(right.statusCode == 429, "the right password inside the burst")
      #expect(right.code == 1009)
      #expect(right.value(forHeaderField: "Retry-After") == "60")
      hasher.release()
      let statuses = try await burst.value
      #expect(statuses.filter { $0 == 401 }.count == 5)
      #expect(statuses.filter { $0 == 429 }.count == 35)
      #expect(server.server.accounts.comparisons - before == 5)
      #expect(try await server.signIn().statusCode == 429, "still locked after the burst")
    }
  }

  @Test func thirtyWrongPasswordsAtOnceCompareExactlyFive() async throws {
    try await LiveServer.with { server throws in
      let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
        for attempt in 0..<30 {
          group.addTask { try await server.signIn(password: "wrong \(attempt)").statusCode }
        }
        return try await group.reduce(into: [Int]()) { $0.append($1) }
      }
      #expect(statuses.filter { $0 == 401 }.count == 5)
      #expect(statuses.filter { $0 == 429 }.count == 25)
      #expect(server.server.accounts.comparisons == 5)
    }
  }

  /// An account locked from one address is not locked from another: nobody can lock its owner
  /// out by failing on purpose.
  @Test func aLockoutHoldsForTheClientThatFailedOnly() async throws {
    try await LiveServer.with { server throws in
      for _ in 0..<5 { _ = try await server.signIn(password: "wrong") }
      #expect(try await server.signIn().statusCode == 429)
      let other = try await server.connect(from: "127.0.0.2")
      let body = #"{"email":"\#(LiveServer.email)","password":"\#(LiveServer.password)"}"#
      try await other.send(
        "POST \(AuthAPI.sessionsPath) HTTP/1.1\r\nHost: localhost\r\nContent-Type: "
          + "application/json\r\nContent-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n"
          + body)
      let answer = try #require(RawAnswer(try await other.readToEnd()))
      #expect(answer.status == 201)
    }
  }

  @Test func oneClientTryingManyAccountsIsHeldToItsOwnLimit() async throws {
    let limits = LiveServer.testLimits {
      $0.signInsPerClient = RateLimit(maximum: 3, window: .seconds(60))
    }
    try await LiveServer.with(limits: limits) { server throws in
      for index in 0..<3 {
        #expect(try await server.signIn(email: "user\(index)@example.com").statusCode == 401)
      }
      let refused = try await server.signIn(email: "user9@example.com")
      #expect(refused.statusCode == 429)
      #expect(refused.value(forHeaderField: "Retry-After") == "60")
    }
  }

  @Test func throttleWindowSlides() async {
    let clock = TestClock<Duration>()
    let throttle = SignInThrottle(
      clock: clock,
      limits: AuthServerLimits(signInsPerAccount: RateLimit(maximum: 2, window: .seconds(10))))
    let client = ClientAddress("10.0.0.1")
    _ = throttle.reserve(account: "a", from: client)
    await clock.advance(by: .seconds(6))
    _ = throttle.reserve(account: "a", from: client)
    #expect(throttle.reserve(account: "a", from: client) == .refused(retryAfter: 4, limit: .client))
    await clock.advance(by: .milliseconds(4_500))
    #expect(throttle.reserve(account: "a", from: client).isAllowed)
    #expect(throttle.reserve(account: "b", from: client).isAllowed)
  }

  @Test func aWithdrawnAttemptDoesNotCount() {
    let throttle = SignInThrottle(
      clock: TestClock<Duration>(),
      limits: AuthServerLimits(signInsPerAccount: RateLimit(maximum: 1, window: .seconds(60))))
    let client = ClientAddress("10.0.0.1")
    guard case .allowed(let attempt) = throttle.reserve(account: "a", from: client) else {
      Issue.record("the first attempt is allowed")
      return
    }
    #expect(
      throttle.reserve(account: "a", from: client) == .refused(retryAfter: 60, limit: .client))
    throttle.withdraw(attempt)
    #expect(throttle.reserve(account: "a", from: client).isAllowed)
  }

  @Test func ipv6ClientsCountByTheirNetwork() throws {
    let one = try ClientAddress(.init(ipAddress: "2001:db8:1:2:aaaa::1", port: 1))
    let two = try ClientAddress(.init(ipAddress: "2001:db8:1:2:bbbb::9", port: 2))
    let elsewhere = try ClientAddress(.init(ipAddress: "2001:db8:1:3::1", port: 1))
    let mapped = try ClientAddress(.init(ipAddress: "::ffff:192.0.2.7", port: 1))
    #expect(one == two)
    #expect(one.description == "2001:db8:1:2::/64")
    #expect(one != elsewhere)
    #expect(mapped.description == "192.0.2.7")
  }
}

extension SignInThrottle.Decision {
  var isAllowed: Bool {
    if case .allowed = self { return true }
    return false
  }
}
