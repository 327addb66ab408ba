import NIOCore

/// Every bound the sign-in server holds its clients to, in one place: how long a connection
/// may wait or take to send a request or read an answer, how many may be open (in all and per
/// client), how many password checks run or wait at once, how many attempts each client and
/// account get, how many requests each client sends, how long and how many sessions last, and
/// how many lines the log takes.
///
/// The header-read timeout is ``idleTimeout``: Hummingbird counts a request as started only
/// once its head is complete, so a client that sends its header line by line, or nothing,
/// is closed when the idle timeout passes.
public struct AuthServerLimits: Hashable, Sendable {
  /// How long a connection may stay without a complete request head (silent, or sending its
  /// header slowly) or between requests: 15 s by default.
  public var idleTimeout: Duration
  /// How long the server may wait for a request's body, in all, from its head to its end:
  /// 10 s by default. Only the time the server waits for the client's bytes counts, not its
  /// own (a busy server that reads a body late). Past it the answer is 408 and the connection
  /// closes.
  public var requestBodyTimeout: Duration
  /// The most connections open at once: 1,024 by default. Past it, a new connection closes
  /// the one waiting longest for its client (between requests, without a whole request head,
  /// or stalled in a body the server asks for), and is refused (503) only when every
  /// connection is busy with a request the server is answering.
  public var maximumConnections: Int
  /// The most connections one client address holds at once: 16 by default. One more is
  /// answered 429 and closed, so that one client cannot take the places of others.
  public var maximumConnectionsPerClient: Int
  /// How long an answer may take to be written out to its client: 10 s by default. A client
  /// that does not read its answers is closed past it.
  public var writeTimeout: Duration
  /// How long a connection the server closes after an answer may take to be drained of what
  /// its client still sends (see ``LingeringClose``): 2 s by default.
  public var lingerTimeout: Duration
  /// The proxies (IP addresses) whose `X-Forwarded-For` names the client: none by default, so
  /// that the header is ignored and every client is the address it connects from. A request
  /// through one of them is counted by the last address of that header that is not itself a
  /// trusted proxy; the proxy's own connections have no per-client cap (they carry many
  /// clients), and are still counted in ``maximumConnections``.
  public var trustedProxies: [String]
  /// The most password checks (bcrypt) running at once: as many as the machine has cores, and
  /// at least 2.
  public var maximumConcurrentPasswordChecks: Int
  /// The most sign-ins waiting for a password check: 8 by default. One more is answered 503
  /// with Retry-After, and does not count as an attempt; one from an address its account
  /// signed in from lately goes first, and takes the place of another if need be.
  public var maximumWaitingPasswordChecks: Int
  /// Sign-in attempts for one account from one client address: 5 per minute by default.
  public var signInsPerAccount: RateLimit
  /// Failed sign-in attempts from one client address, whatever the account: 30 per minute.
  public var signInsPerClient: RateLimit
  /// Failed sign-ins at one account from addresses it has not signed in from lately, all
  /// together: 10 per 15 minutes by default (ASVS 2.2.1).
  public var failuresPerAccount: RateLimit
  /// Failed sign-ins at one account from the addresses it signed in from lately: 10 per
  /// 15 minutes by default, apart from ``failuresPerAccount``, so that failures elsewhere
  /// never lock the owner out there.
  public var failuresPerAccountFromKnownAddresses: RateLimit
  /// How long an address stays known for an account after a sign-in there: 30 days.
  public var knownAddressLifetime: Duration
  /// Successful sign-ins to one account: 30 per minute by default.
  public var successesPerAccount: RateLimit
  /// Password reset requests for one email from one client address: 3 per 15 minutes.
  public var resetsPerEmail: RateLimit
  /// Password reset requests from one client address: 10 per 15 minutes by default.
  public var resetsPerClient: RateLimit
  /// Reset links sent to one email, whoever asks: 3 per 15 minutes by default. Requests past
  /// it are answered as usual and send nothing.
  public var resetLinksPerEmail: RateLimit
  /// How long a session lasts after sign-in: 8 hours by default.
  public var sessionLifetime: Duration
  /// The most sessions one account holds: 20 by default (a new one closes its oldest).
  public var sessionsPerAccount: Int
  /// The most log lines written per window: 100 per 10 s by default; the
  /// rest are dropped and counted in one summary line. Far above what the owner's own use
  /// logs, it bounds an attack to about 10 lines a second (some 200 MB a day at worst, where
  /// a 20-minute pentest wrote 90 MB). Sign-ins and reset links sent are never dropped.
  public var logLines: RateLimit
  /// Requests from one client address, whatever they ask: a bucket of 50 refilled at 50 per
  /// 5 s (10 a second) by default, as nginx's `limit_req` (see ``RequestBuckets``). One past
  /// it is answered 429 and its connection closes: a flood pipelined on many connections costs
  /// the server a bucket per address, not every request it sends.
  public var requestsPerClient: RateLimit

  public init(
    idleTimeout: Duration = .seconds(15), requestBodyTimeout: Duration = .seconds(10),
    maximumConnections: Int = 1_024, maximumConnectionsPerClient: Int = 16,
    writeTimeout: Duration = .seconds(10), lingerTimeout: Duration = .seconds(2),
    trustedProxies: [String] = [],
    maximumConcurrentPasswordChecks: Int = max(2, System.coreCount),
    maximumWaitingPasswordChecks: Int = 8,
    signInsPerAccount: RateLimit = RateLimit(maximum: 5, window: .seconds(60)),
    signInsPerClient: RateLimit = RateLimit(maximum: 30, window: .seconds(60)),
    failuresPerAccount: RateLimit = RateLimit(maximum: 10, window: .seconds(15 * 60)),
    failuresPerAccountFromKnownAddresses: RateLimit = RateLimit(
      maximum: 10, window: .seconds(15 * 60)),
    knownAddressLifetime: Duration = .seconds(30 * 24 * 3600),
    successesPerAccount: RateLimit = RateLimit(maximum: 30, window: .seconds(60)),
    resetsPerEmail: RateLimit = RateLimit(maximum: 3, window: .seconds(15 * 60)),
    resetsPerClient: RateLimit = RateLimit(maximum: 10, window: .seconds(15 * 60)),
    resetLinksPerEmail: RateLimit = RateLimit(maximum: 3, window: .seconds(15 * 60)),
    sessionLifetime: Duration = .seconds(8 * 3600), sessionsPerAccount: Int = 20,
    logLines: RateLimit = RateLimit(maximum: 100, window: .seconds(10)),
    requestsPerClient: RateLimit = RateLimit(maximum: 50, window: .seconds(5))
  ) {
    self.idleTimeout = idleTimeout
    self.requestBodyTimeout = requestBodyTimeout
    self.maximumConnections = maximumConnections
    self.maximumConnectionsPerClient = maximumConnectionsPerClient
    self.writeTimeout = writeTimeout
    self.lingerTimeout = lingerTimeout
    self.trustedProxies = trustedProxies
    self.maximumConcurrentPasswordChecks = maximumConcurrentPasswordChecks
    self.maximumWaitingPasswordChecks = maximumWaitingPasswordChecks
    self.signInsPerAccount = signInsPerAccount
    self.signInsPerClient = signInsPerClient
    self.failuresPerAccount = failuresPerAccount
    self.failuresPerAccountFromKnownAddresses = failuresPerAccountFromKnownAddresses
    self.knownAddressLifetime = knownAddressLifetime
    self.successesPerAccount = successesPerAccount
    self.resetsPerEmail = resetsPerEmail
    self.resetsPerClient = resetsPerClient
    self.resetLinksPerEmail = resetLinksPerEmail
    self.sessionLifetime = sessionLifetime
    self.sessionsPerAccount = sessionsPerAccount
    self.logLines = logLines
    self.requestsPerClient = requestsPerClient
  }

  /// ``trustedProxies`` as the clients they are (those that are not IP addresses are left out).
  var trustedProxyClients: Set<ClientAddress> {
    Set(trustedProxies.compactMap(ClientAddress.init(ipAddress:)))
  }
}
