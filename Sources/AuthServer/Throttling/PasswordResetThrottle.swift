/// Refuses password resets past their limits, before anything is sent: per email (3 in 15
/// minutes by default, see ``AuthServerLimits``), so that nobody floods an owner's mailbox,
/// and per client address (10 in 15 minutes), so that one client cannot spray many addresses.
///
/// The trade-off: a flood for one email can delay its owner's genuine reset by up to the
/// window. Unknown emails are counted alike, so the limit tells nothing about which exist.
public final class PasswordResetThrottle: Sendable {
  public let perEmail: RateLimit
  public let perClient: RateLimit
  private let limiter: RateLimiter

  public init<C: Clock>(
    clock: C, perEmail: RateLimit = AuthServerLimits().resetsPerEmail,
    perClient: RateLimit = AuthServerLimits().resetsPerClient
  ) where C.Duration == Duration {
    self.perEmail = perEmail
    self.perClient = perClient
    limiter = RateLimiter(timeline: Timeline(clock))
  }

  /// Nil when a reset for `email` (normalized) from `client` may go now, else the whole
  /// seconds to wait. A reset let through counts at once.
  public func reserve(email: String, from client: ClientAddress) -> Int? {
    let buckets = [
      RateLimiter.Bucket(key: email, limit: perEmail),
      RateLimiter.Bucket(key: "client \(client)", limit: perClient),
    ]
    guard case .refused(let seconds) = limiter.reserve(buckets) else { return nil }
    return seconds
  }
}
