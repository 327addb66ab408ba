import Foundation
import Hummingbird
import Logging
import NIOCore
import ServiceLifecycle

/// The sign-in backend: the API's routes on a Hummingbird application, JSON in and out, on
/// loopback unless told otherwise.
///
/// Its state (accounts, sessions, the throttle, the reset outbox) is injected, and so is the
/// clock the throttle reads, so that tests drive it by hand.
public struct AuthServer: Sendable {
  public let accounts: AccountStore
  public let sessions: SessionStore
  public let throttle: SignInThrottle
  public let outbox: PasswordResetOutbox
  public let logger: Logger

  public init(
    accounts: AccountStore, throttle: SignInThrottle, sessions: SessionStore = SessionStore(),
    outbox: PasswordResetOutbox = PasswordResetOutbox(), logger: Logger
  ) {
    self.accounts = accounts
    self.sessions = sessions
    self.throttle = throttle
    self.outbox = outbox
    self.logger = logger
  }

  /// The router with the API's routes, behind the middleware that answers every error as JSON.
  public func makeRouter() -> Router<BasicRequestContext> {
    let router = Router()
    router.add(middleware: APIErrorMiddleware(logger: logger))
    AuthRoutes(
      accounts: accounts, sessions: sessions, throttle: throttle, outbox: outbox, logger: logger
    ).add(to: router)
    return router
  }

  /// How long SIGINT/SIGTERM wait for requests in flight before the server stops anyway: an
  /// idle keep-alive connection must not keep Ctrl-C waiting.
  public static let shutdownGracePeriod: Duration = .seconds(1)

  /// Serves on `host`:`port` (0: any free port) until the task running it is cancelled, or
  /// until SIGINT/SIGTERM when `stopsOnSignals` (after at most ``shutdownGracePeriod``).
  /// `onListening` gets the URL once it listens.
  public func run(
    host: String = "127.0.0.1", port: Int = 0, stopsOnSignals: Bool = false,
    onListening: @escaping @Sendable (URL) async -> Void = { _ in }
  ) async throws {
    let logger = logger
    let application = Application(
      router: makeRouter(),
      configuration: ApplicationConfiguration(address: .hostname(host, port: port)),
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
}
