import Clocks
import Testing

@testable import AuthServer

/// The server's tables stay bounded without turning on anyone: a full limiter table forgets
/// its least recent keys rather than refuse everyone, one account signing in again and again
/// never pushes out others' sessions, and successful sign-ins have a limit too.
@Suite struct HousekeepingTests {
  private static let minute = RateLimit(maximum: 1, window: .seconds(60))
  private static let twiceAMinute = RateLimit(maximum: 2, window: .seconds(60))

  /// Fills `limiter`'s 10 places with keys below their limit, a second apart.
  private func fill(_ limiter: RateLimiter, _ clock: TestClock<Duration>) async {
    for index in 0..<10 {
      _ = limiter.reserve([RateLimiter.Bucket(key: "key \(index)", limit: Self.twiceAMinute)])
      await clock.advance(by: .seconds(1))
    }
  }

  @Test func aFullLimiterTableForgetsItsLeastRecentKeysAndRefusesNobody() async {
    let clock = TestClock<Duration>()
    let limiter = RateLimiter(timeline: Timeline(clock), maximumKeys: 10)
    await fill(limiter, clock)
    let fresh = limiter.reserve([RateLimiter.Bucket(key: "fresh", limit: Self.minute)])
    guard case .reserved = fresh else {
      Issue.record("a new key was refused: \(fresh)")
      return
    }
    #expect(limiter.keyCount <= 10)
    let recent = [RateLimiter.Bucket(key: "key 9", limit: Self.twiceAMinute)]
    #expect(limiter.reserve(recent) != .refused(retryAfter: 59, bucket: 0))
    #expect(limiter.reserve(recent) == .refused(retryAfter: 59, bucket: 0), "it still counts")
  }

  /// The pentest's attack: a flood of new keys pushed out the bucket of the demo mailbox, and
  /// a fourth link went to it within 15 minutes.
  @Test func aKeyAtItsLimitIsNotForgottenInAFullTable() async {
    let clock = TestClock<Duration>()
    let limiter = RateLimiter(timeline: Timeline(clock), maximumKeys: 10)
    let mailbox = [RateLimiter.Bucket(key: "mail to ada@example.com", limit: Self.minute)]
    _ = limiter.reserve(mailbox)
    await clock.advance(by: .seconds(1))
    await fill(limiter, clock)
    #expect(limiter.reserve(mailbox) == .refused(retryAfter: 49, bucket: 0))
  }

  /// Keys at their limit stay past the maximum, but not without end: past twice the maximum
  /// they go too, least recently used first; and a table full of them is scanned once per
  /// tenth, not on every new key.
  @Test func keysAtTheirLimitHoldTheTableToTwiceItsMaximum() async {
    let clock = TestClock<Duration>()
    let limiter = RateLimiter(timeline: Timeline(clock), maximumKeys: 10)
    let oldest = [RateLimiter.Bucket(key: "mail to ada@example.com", limit: Self.minute)]
    _ = limiter.reserve(oldest)
    var largest = 0
    // Forty more keys at their limit, a second apart: all within the minute of their window.
    for index in 0..<40 {
      await clock.advance(by: .seconds(1))
      let bucket = RateLimiter.Bucket(key: "mail to \(index)@example.com", limit: Self.minute)
      _ = limiter.reserve([bucket])
      largest = max(largest, limiter.keyCount)
    }
    #expect(largest > 10, "keys at their limit outlive the maximum")
    #expect(largest <= 21, "but not twice the maximum (and the key of the attempt)")
    guard case .reserved = limiter.reserve(oldest) else {
      Issue.record("past twice the maximum, the least recently used key at its limit stays")
      return
    }
  }

  @Test func oneAccountSigningIn10000TimesLeavesOthersSessionsOpen() {
    let sessions = SessionStore(clock: TestClock<Duration>(), capacity: 10_000, perAccount: 20)
    let other = sessions.open(for: "grace@example.com")
    var latest = ""
    for _ in 0..<10_000 { latest = sessions.open(for: "ada@example.com") }
    #expect(sessions.email(for: other) == "grace@example.com")
    #expect(sessions.email(for: latest) == "ada@example.com")
    #expect(sessions.count(for: "ada@example.com") == 20)
    #expect(sessions.count == 21)
  }

  @Test func aFullStoreDropsItsOldestSession() async {
    let clock = TestClock<Duration>()
    let sessions = SessionStore(clock: clock, capacity: 3, perAccount: 20)
    let oldest = sessions.open(for: "a@example.com")
    await clock.advance(by: .seconds(1))
    let tokens = ["b", "c", "d"].map { sessions.open(for: "\($0)@example.com") }
    #expect(sessions.email(for: oldest) == nil)
    #expect(tokens.allSatisfy { sessions.email(for: $0) != nil })
  }

  @Test func successfulSignInsToOneAccountHaveALimit() async {
    let limits = AuthServerLimits(
      successesPerAccount: RateLimit(maximum: 3, window: .seconds(60)))
    let throttle = SignInThrottle(clock: TestClock<Duration>(), limits: limits)
    for index in 0..<3 {
      let decision = throttle.reserve(account: "a", from: ClientAddress("10.0.0.\(index)"))
      guard case .allowed(let attempt) = decision else {
        Issue.record("sign-in \(index) refused: \(decision)")
        return
      }
      throttle.signedIn(attempt)
    }
    let refused = throttle.reserve(account: "a", from: ClientAddress("10.0.0.9"))
    #expect(refused == .refused(retryAfter: 60, limit: .successes))
    #expect(throttle.reserve(account: "b", from: ClientAddress("10.0.0.9")).isAllowed)
  }
}
