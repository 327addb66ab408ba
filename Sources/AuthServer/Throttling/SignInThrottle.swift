/// Refuses sign-ins past their limits, and reserves an attempt before its password is
/// compared: however many requests arrive at once, at most ``perAccount``'s maximum passwords
/// are compared for one account from one client in a window, and the right password is
/// refused (429) like any other while the limit holds.
///
/// Two sliding-window limits hold at once (``AuthServerLimits`` gives their defaults):
/// - per account and client address (5 in 60 s): guesses at one account;
/// - per client address (30 failures in 60 s): one client trying many accounts.
///
/// The trade-off: an account is locked only for the address that failed, never for everyone,
/// so nobody can lock its owner out by failing on purpose; the price is that a guesser with
/// many addresses gets ``perAccount``'s maximum per address. Unknown emails are counted alike,
/// so the throttle tells nothing about which exist.
public final class SignInThrottle: Sendable {
  /// An attempt let through, to report its outcome with.
  public struct Attempt: Hashable, Sendable {
    let reservation: RateLimiter.Reservation
    let accountKey: String
  }

  /// Let through, or refused with the whole seconds until an attempt could be.
  public enum Decision: Hashable, Sendable {
    case allowed(Attempt)
    case refused(retryAfter: Int)
  }

  public let perAccount: RateLimit
  public let perClient: RateLimit
  private let limiter: RateLimiter

  public init<C: Clock>(
    clock: C, perAccount: RateLimit = AuthServerLimits().signInsPerAccount,
    perClient: RateLimit = AuthServerLimits().signInsPerClient
  ) where C.Duration == Duration {
    self.perAccount = perAccount
    self.perClient = perClient
    limiter = RateLimiter(timeline: Timeline(clock))
  }

  /// Reserves an attempt at `account` (a normalized email) from `client`, or refuses it.
  public func reserve(account: String, from client: ClientAddress) -> Decision {
    let accountKey = "\(account) from \(client)"
    let buckets = [
      RateLimiter.Bucket(key: accountKey, limit: perAccount),
      RateLimiter.Bucket(key: "client \(client)", limit: perClient),
    ]
    switch limiter.reserve(buckets) {
    case .reserved(let reservation):
      return .allowed(Attempt(reservation: reservation, accountKey: accountKey))
    case .refused(let seconds):
      return .refused(retryAfter: seconds)
    }
  }

  /// The attempt signed in: it and the account's earlier failures from that client no longer
  /// count.
  public func signedIn(_ attempt: Attempt) {
    limiter.cancel(attempt.reservation)
    limiter.forget(attempt.accountKey)
  }

  /// The attempt was not made through no doing of the client's (the password check failed):
  /// it does not count.
  public func withdraw(_ attempt: Attempt) {
    limiter.cancel(attempt.reservation)
  }
}
