import AuthServer
import Logging

/// The one account of the demo sign-in server. Its password is no secret: the sign-in screen
/// shows it.
public struct DemoAccount: Hashable, Sendable {
  public var email: String
  public var password: String

  public init(email: String, password: String) {
    self.email = email
    self.password = password
  }

  /// demo@thinkit.dev, password "thinkit-demo".
  public static let standard = DemoAccount(email: "demo@thinkit.dev", password: "thinkit-demo")

  /// A sign-in server with this one account, on the real clock: what `demo auth` starts in
  /// process and `demo auth-server` runs alone.
  public func makeServer(
    hasher: any PasswordHashing = PasswordHasher(), limits: AuthServerLimits = AuthServerLimits(),
    logger: Logger
  ) async throws -> AuthServer {
    let accounts = try await AccountStore(hasher: hasher)
    try await accounts.addAccount(email: email, password: password)
    return AuthServer(accounts: accounts, clock: ContinuousClock(), limits: limits, logger: logger)
  }
}
