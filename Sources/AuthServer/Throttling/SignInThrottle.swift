/// Refuses sign-ins past their limits, and reserves an attempt before its password is
/// compared: however many requests arrive at once, no limit is passed, and the right password
/// is refused (429) like any other while one holds.
///
/// The limits (``AuthServerLimits`` gives their defaults), over sliding windows:
/// - per account and client address (5 attempts in 60 s): guesses at one account from one
///   place; a success forgets that address's failures for that account;
/// - per client address (30 failures in 60 s): one client trying many accounts;
/// - per account, from addresses it has not signed in from lately (10 failures in 15 min,
///   ASVS 2.2.1): guesses spread over many addresses. Its owner's known addresses
///   (``KnownAddresses``) have a limit of their own (10 failures in 15 min), which failures
///   from elsewhere do not use up: nobody can lock the owner out where they signed in before.
///   Together at most 80 failures an hour reach one account;
/// - per account, successes (30 in 60 s): signing in again and again.
///
/// Only failures count against the failure limits: an attempt that was never compared (the
/// server was busy, or the check failed) is withdrawn, and a success is taken back from them.
/// Unknown emails are counted alike, so the throttle tells nothing about which exist.
public final class SignInThrottle: Sendable {
  /// An attempt let through, to report its outcome with.
  public struct Attempt: Hashable, Sendable {
    let reservation: RateLimiter.Reservation
    let account: String
    let client: ClientAddress
    /// Whether the account signed in from this address lately: its check goes first.
    public let isFromKnownAddress: Bool
  }

  /// Which limit refused an attempt.
  public enum Limit: Hashable, Sendable {
    /// Too many attempts at this account from this address, or failures from this address.
    case client
    /// Too many failures at this account from addresses it has not signed in from lately.
    case account
    /// Too many successful sign-ins to this account.
    case successes
  }

  /// Let through, or refused with the whole seconds until an attempt could be.
  public enum Decision: Hashable, Sendable {
    case allowed(Attempt)
    case refused(retryAfter: Int, limit: Limit)
  }

  public let limits: AuthServerLimits
  private let limiter: RateLimiter
  private let known: KnownAddresses

  public init<C: Clock>(clock: C, limits: AuthServerLimits = AuthServerLimits())
  where C.Duration == Duration {
    self.limits = limits
    let timeline = Timeline(clock)
    limiter = RateLimiter(timeline: timeline)
    known = KnownAddresses(timeline: timeline, lifetime: limits.knownAddressLifetime)
  }

  /// Reserves an attempt at `account` (a normalized email) from `client`, or refuses it.
  public func reserve(account: String, from client: ClientAddress) -> Decision {
    let isKnown = known.contains(client, for: account)
    let buckets = [
      RateLimiter.Bucket(key: Self.pairKey(account, client), limit: limits.signInsPerAccount),
      RateLimiter.Bucket(key: "client \(client)", limit: limits.signInsPerClient),
      isKnown
        ? RateLimiter.Bucket(
          key: "account \(account) known", limit: limits.failuresPerAccountFromKnownAddresses)
        : RateLimiter.Bucket(key: "account \(account)", limit: limits.failuresPerAccount),
      RateLimiter.Bucket(key: "successes \(account)", limit: limits.successesPerAccount),
    ]
    switch limiter.reserve(buckets) {
    case .reserved(let reservation):
      return .allowed(
        Attempt(
          reservation: reservation, account: account, client: client, isFromKnownAddress: isKnown))
    case .refused(let seconds, let bucket):
      let limit: Limit = bucket == 2 ? .account : bucket == 3 ? .successes : .client
      return .refused(retryAfter: seconds, limit: limit)
    }
  }

  /// The attempt signed in: it counts as a success only, the account's earlier failures from
  /// that client no longer count, and the address is known for the account from now on.
  public func signedIn(_ attempt: Attempt) {
    let successes = "successes \(attempt.account)"
    let failures = Set(attempt.reservation.buckets.map(\.key)).subtracting([successes])
    limiter.cancel(attempt.reservation, in: failures)
    limiter.forget(Self.pairKey(attempt.account, attempt.client))
    known.remember(attempt.client, for: attempt.account)
  }

  /// The attempt's password was wrong: it counts as a failure only.
  public func failed(_ attempt: Attempt) {
    limiter.cancel(attempt.reservation, in: ["successes \(attempt.account)"])
  }

  /// The attempt was not made through no doing of the client's (every check was busy, or the
  /// check itself failed): it does not count at all.
  public func withdraw(_ attempt: Attempt) {
    limiter.cancel(attempt.reservation)
  }

  private static func pairKey(_ account: String, _ client: ClientAddress) -> String {
    "\(account) from \(client)"
  }
}
