import NIOCore

/// Every bound the sign-in server holds its clients to, in one place: how long a connection
/// may wait or take to send a request, how many may be open, how many password checks run at
/// once, how many attempts each client and account get, and how long a session lasts.
///
/// The header-read timeout is ``idleTimeout``: Hummingbird counts a request as started only
/// once its head is complete, so a client that sends its header line by line, or nothing,
/// is closed when the idle timeout passes.
public struct AuthServerLimits: Hashable, Sendable {
  /// How long a connection may stay without a complete request head (silent, or sending its
  /// header slowly) or between requests: 15 s by default.
  public var idleTimeout: Duration
  /// How long a request may take from its head to the end of its body: 10 s by default.
  /// Past it the answer is 408 and the connection closes.
  public var requestBodyTimeout: Duration
  /// The most connections open at once: 256 by default. Past it, new connections wait in
  /// the listen backlog until one closes.
  public var maximumConnections: Int
  /// The most password checks (bcrypt) running at once: as many as the machine has cores, and
  /// at least 2. One more sign-in is answered 503 with Retry-After, and counts as an attempt.
  public var maximumConcurrentPasswordChecks: Int
  /// Sign-in attempts for one account from one client address: 5 per minute by default.
  public var signInsPerAccount: RateLimit
  /// Failed sign-in attempts from one client address, whatever the account: 30 per minute.
  public var signInsPerClient: RateLimit
  /// Password reset requests for one email: 3 per 15 minutes by default.
  public var resetsPerEmail: RateLimit
  /// Password reset requests from one client address: 10 per 15 minutes by default.
  public var resetsPerClient: RateLimit
  /// How long a session lasts after sign-in: 8 hours by default.
  public var sessionLifetime: Duration

  public init(
    idleTimeout: Duration = .seconds(15), requestBodyTimeout: Duration = .seconds(10),
    maximumConnections: Int = 256,
    maximumConcurrentPasswordChecks: Int = max(2, System.coreCount),
    signInsPerAccount: RateLimit = RateLimit(maximum: 5, window: .seconds(60)),
    signInsPerClient: RateLimit = RateLimit(maximum: 30, window: .seconds(60)),
    resetsPerEmail: RateLimit = RateLimit(maximum: 3, window: .seconds(15 * 60)),
    resetsPerClient: RateLimit = RateLimit(maximum: 10, window: .seconds(15 * 60)),
    sessionLifetime: Duration = .seconds(8 * 3600)
  ) {
    self.idleTimeout = idleTimeout
    self.requestBodyTimeout = requestBodyTimeout
    self.maximumConnections = maximumConnections
    self.maximumConcurrentPasswordChecks = maximumConcurrentPasswordChecks
    self.signInsPerAccount = signInsPerAccount
    self.signInsPerClient = signInsPerClient
    self.resetsPerEmail = resetsPerEmail
    self.resetsPerClient = resetsPerClient
    self.sessionLifetime = sessionLifetime
  }
}
