/// Holds password resets to their limits, in a way nobody can turn against an email's owner
/// (``AuthServerLimits`` gives the defaults):
/// - per client address (10 in 15 minutes) and per email from one address (3 in 15 minutes):
///   past them the request is refused (429), so that one client cannot spray addresses or
///   flood one;
/// - per email, whoever asks (3 links in 15 minutes): past it the request is answered as any
///   other (202) but sends nothing, so that nobody floods an owner's mailbox, and nobody can
///   get the owner refused either: the links already sent are in the owner's mailbox.
///
/// Unknown emails are counted alike, so the limits tell nothing about which exist.
public final class PasswordResetThrottle: Sendable {
  /// What to do with a reset request.
  public enum Decision: Hashable, Sendable {
    /// Send a link (if the email has an account).
    case send
    /// Answer as usual, and send nothing: enough links went to this email lately.
    case answerWithoutSending
    /// Refuse (429): this client asked too often.
    case refused(retryAfter: Int)
  }

  public let limits: AuthServerLimits
  private let limiter: RateLimiter

  public init<C: Clock>(clock: C, limits: AuthServerLimits = AuthServerLimits())
  where C.Duration == Duration {
    self.limits = limits
    limiter = RateLimiter(timeline: Timeline(clock))
  }

  /// What to do with a reset for `email` (normalized) from `client`; whatever is let through
  /// counts at once.
  public func reserve(email: String, from client: ClientAddress) -> Decision {
    let requester = [
      RateLimiter.Bucket(key: "client \(client)", limit: limits.resetsPerClient),
      RateLimiter.Bucket(key: "\(email) from \(client)", limit: limits.resetsPerEmail),
    ]
    if case .refused(let seconds, _) = limiter.reserve(requester) {
      return .refused(retryAfter: seconds)
    }
    let mailbox = RateLimiter.Bucket(key: "mail to \(email)", limit: limits.resetLinksPerEmail)
    guard case .reserved = limiter.reserve([mailbox]) else { return .answerWithoutSending }
    return .send
  }
}
