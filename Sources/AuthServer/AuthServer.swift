import Foundation
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import ServiceLifecycle

/// The sign-in backend: the API's routes on a Hummingbird application, JSON in and out, on
/// loopback unless told otherwise, within ``AuthServerLimits``.
///
/// Its state (accounts, sessions, throttles, the reset outbox) is injected, and so is the
/// clock they read, so that tests drive it by hand. So is its log, written within
/// ``AuthServerLimits/logLines``.
public struct AuthServer: Sendable {
  public let accounts: AccountStore
  public let sessions: SessionStore
  public let throttle: SignInThrottle
  public let resetThrottle: PasswordResetThrottle
  public let outbox: PasswordResetOutbox
  /// How many password checks run and wait at once, at most ``AuthServerLimits``' maximums.
  public let passwordChecks: PasswordCheckGate
  public let limits: AuthServerLimits
  /// The log given, within ``AuthServerLimits/logLines``: past them in a window, lines are
  /// dropped and counted in one summary line before the next written.
  public let logger: Logger
  /// The same log for the lines the owner must always see (a sign-in, a wrong password at an
  /// account, a reset link sent): never dropped, and using none of ``logger``'s budget. Only
  /// lines bounded by limits of their own go here (each sign-in or wrong password costs a
  /// password check within the account's limits, a reset link is limited per email).
  public let securityLogger: Logger
  /// The open connections, by client, within ``AuthServerLimits``' caps.
  let connections: ConnectionTable
  /// Each client's requests, within ``AuthServerLimits/requestsPerClient``.
  let requestBuckets: RequestBuckets

  /// A server whose throttles and sessions read `clock` and hold to `limits`.
  public init<C: Clock>(
    accounts: AccountStore, clock: C, limits: AuthServerLimits = AuthServerLimits(),
    logger: Logger
  ) where C.Duration == Duration {
    self.init(
      accounts: accounts,
      throttle: SignInThrottle(clock: clock, limits: limits),
      resetThrottle: PasswordResetThrottle(clock: clock, limits: limits),
      sessions: SessionStore(
        clock: clock, lifetime: limits.sessionLifetime, perAccount: limits.sessionsPerAccount),
      limits: limits, logger: logger, logBudget: LogBudget(limits.logLines, clock: clock),
      requestBuckets: RequestBuckets(limits.requestsPerClient, clock: clock))
  }

  /// A server with its parts given: what tests use to hold one of them by hand. The throttles
  /// and sessions keep their own limits; `limits` gives the rest. Its log's budget and its
  /// clients' request rates run on the continuous clock.
  public init(
    accounts: AccountStore, throttle: SignInThrottle, resetThrottle: PasswordResetThrottle,
    sessions: SessionStore, outbox: PasswordResetOutbox = PasswordResetOutbox(),
    limits: AuthServerLimits = AuthServerLimits(), logger: Logger
  ) {
    self.init(
      accounts: accounts, throttle: throttle, resetThrottle: resetThrottle, sessions: sessions,
      outbox: outbox, limits: limits, logger: logger,
      logBudget: LogBudget(limits.logLines, clock: ContinuousClock()),
      requestBuckets: RequestBuckets(limits.requestsPerClient, clock: ContinuousClock()))
  }

  /// The parts given, and the log's budget and request rates on the clock the server reads.
  init(
    accounts: AccountStore, throttle: SignInThrottle, resetThrottle: PasswordResetThrottle,
    sessions: SessionStore, outbox: PasswordResetOutbox = PasswordResetOutbox(),
    limits: AuthServerLimits, logger: Logger, logBudget: LogBudget,
    requestBuckets: RequestBuckets
  ) {
    self.accounts = accounts
    self.sessions = sessions
    self.throttle = throttle
    self.resetThrottle = resetThrottle
    self.outbox = outbox
    self.passwordChecks = PasswordCheckGate(
      limit: limits.maximumConcurrentPasswordChecks,
      waitingLimit: limits.maximumWaitingPasswordChecks)
    self.limits = limits
    self.logger = Self.logger(logger, budget: logBudget, isExempt: false)
    securityLogger = Self.logger(logger, budget: logBudget, isExempt: true)
    connections = ConnectionTable(
      maximum: limits.maximumConnections, maximumPerClient: limits.maximumConnectionsPerClient,
      uncapped: limits.trustedProxyClients)
    self.requestBuckets = requestBuckets
  }

  /// `logger` with its handler held to `budget`, its label, level and metadata kept.
  private static func logger(_ logger: Logger, budget: LogBudget, isExempt: Bool) -> Logger {
    var budgeted = logger
    budgeted.handler = BudgetedLogHandler(
      wrapping: logger.handler, budget: budget, isExempt: isExempt)
    return budgeted
  }

  /// The router with the API's routes, behind the middleware that answers every error as JSON
  /// and the one that holds each client to its request rate.
  ///
  /// Every GET route answers HEAD too (RFC 9110 §9.1): the router runs the GET route and
  /// drops its body, keeping its status and header fields, Content-Length included (§9.3.2).
  public func makeRouter() -> Router<AuthRequestContext> {
    let router = Router(context: AuthRequestContext.self, options: .autoGenerateHeadEndpoints)
    router.add(middleware: ClientMiddleware(trustedProxies: limits.trustedProxyClients))
    router.add(middleware: APIErrorMiddleware(logger: logger, methods: AuthRoutes.methods))
    router.add(middleware: RequestRateMiddleware(buckets: requestBuckets, logger: logger))
    AuthRoutes(server: self).add(to: router)
    return router
  }

  /// How long SIGINT/SIGTERM wait for requests in flight before the server stops anyway: an
  /// idle keep-alive connection must not keep Ctrl-C waiting.
  public static let shutdownGracePeriod: Duration = .seconds(1)

  /// Serves on `host`:`port` (0: any free port) until the task running it is cancelled, or
  /// until SIGINT/SIGTERM when `stopsOnSignals` (after at most ``shutdownGracePeriod``).
  /// `onListening` gets the URL once it listens.
  ///
  /// The process's soft limit on open files is raised to its hard limit first (as Go's runtime
  /// does): each connection is a file, and running out would stall every new client.
  public func run(
    host: String = "127.0.0.1", port: Int = 0, stopsOnSignals: Bool = false,
    onListening: @escaping @Sendable (URL) async -> Void = { _ in }
  ) async throws {
    let logger = logger
    OpenFileLimit.raiseToHardLimit(logger: logger)
    let application = Application(
      router: makeRouter(), server: serverBuilder,
      configuration: ApplicationConfiguration(
        address: .hostname(host, port: port),
        // A safety net only: the connection table refuses or makes room well before it.
        availableConnectionsDelegate: MaximumAvailableConnections(
          limits.maximumConnections * 2, logger: logger)),
      onServerRunning: { channel in
        guard let port = channel.localAddress?.port else { return }
        let shownHost = host.contains(":") ? "[\(host)]" : host
        guard let url = URL(string: "http://\(shownHost):\(port)") else { return }
        logger.info("listening on \(url.absoluteString)")
        await onListening(url)
      },
      logger: logger)
    guard stopsOnSignals else { return try await application.run() }
    var configuration = ServiceGroupConfiguration(
      services: [application], gracefulShutdownSignals: [.sigint, .sigterm], logger: logger)
    configuration.maximumGracefulShutdownDuration = Self.shutdownGracePeriod
    try await ServiceGroup(configuration: configuration).run()
  }

  /// The most bytes of request line and header fields a request may have (a longer head is
  /// answered 431): far more than any client of this API sends, far less than Hummingbird's
  /// 80 KiB default.
  public static let maximumHeaderBytes = 16 * 1024

  /// The most header fields a request may have (one more is answered 431), as Go's and
  /// Apache's servers count them: a few dozen is a lot for any client.
  public static let maximumHeaderFields = 100

  /// The most bytes one request may take on the wire, head, body and chunk framing together
  /// (past it: 400, and the connection closes): the head's and the body's limits and 64 KiB
  /// more, generous for the framing of any body this API reads, while a chunk extension sent
  /// without end is cut short.
  public static let maximumRequestBytes = maximumHeaderBytes + JSONResponse.bodyLimit + 64 * 1024

  /// Each connection's channel (``AuthHTTPChannel``): HTTP/1.1 within the limits.
  private var serverBuilder: HTTPServerBuilder {
    let connections = connections
    let limits = limits
    let logger = logger
    return HTTPServerBuilder { responder in
      AuthHTTPChannel(
        responder: responder, connections: connections, limits: limits, logger: logger)
    }
  }
}
