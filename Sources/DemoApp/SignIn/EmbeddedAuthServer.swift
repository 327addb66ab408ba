import Auth
import AuthServer
import Foundation
import Logging

/// The demo's in-process sign-in server: started on the first request for its address, on a
/// free loopback port, with one demo account, and kept running for the rest of the process.
///
/// Starting lazily keeps `demo counter` (and the launcher until Sign-in is used) from paying
/// for a server it never uses. It logs nowhere: the terminal belongs to the app.
public actor EmbeddedAuthServer: AuthServerLocating {
  /// The server did not start listening.
  public struct StartFailure: Error, CustomStringConvertible {
    public let description: String
  }

  private let account: DemoAccount
  private let hasher: any PasswordHashing
  private var start: Task<AuthServerURL, any Error>?
  private var run: Task<Void, Never>?

  public init(account: DemoAccount, hasher: any PasswordHashing = PasswordHasher()) {
    self.account = account
    self.hasher = hasher
  }

  /// The server's URL, once it listens; the first call starts it.
  public func serverURL() async throws -> AuthServerURL {
    if let start { return try await start.value }
    let task = Task { try await launch() }
    start = task
    do { return try await task.value } catch {
      start = nil
      throw error
    }
  }

  private func launch() async throws -> AuthServerURL {
    let server = try await account.makeServer(
      hasher: hasher,
      logger: Logger(label: "thinkit.auth-server") { _ in SwiftLogNoOpLogHandler() })
    let (urls, continuation) = AsyncStream.makeStream(of: URL.self)
    run = Task {
      try? await server.run(onListening: { continuation.yield($0) })
      continuation.finish()
    }
    for await url in urls { return try AuthServerURL(url) }
    throw StartFailure(description: "The demo sign-in server did not start.")
  }
}
