import ArgumentParser
import AuthServer
import DemoApp
import Logging

/// `demo auth-server`: runs the Sign-in demo's server alone, until Ctrl-C.
struct AuthServerCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "auth-server",
    abstract: "Run the Sign-in demo's server alone (Ctrl-C stops it).",
    discussion: """
      Serves the sign-in API (see Sources/AuthServer/openapi.json) with one account, \
      demo@thinkit.dev / thinkit-demo, and logs its URL and each request to standard error. \
      Point the app at it with `demo auth --server URL`.
      """
  )

  @Option(help: "The port to listen on (0: any free port).")
  var port: Int = 8080

  @Option(help: "The address to listen on.")
  var host: String = "127.0.0.1"

  func validate() throws {
    guard (0...65535).contains(port) else {
      throw ValidationError("--port must be between 0 and 65535.")
    }
  }

  func run() async throws {
    let logger = Logger(label: "thinkit.auth-server") { StreamLogHandler.standardError(label: $0) }
    let server = try await DemoAccount.standard.makeServer(logger: logger)
    try await server.run(host: host, port: port, stopsOnSignals: true)
  }
}
