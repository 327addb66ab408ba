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
      Point the app at it with `demo auth --server URL`. The rate limits can be raised for a \
      test run that signs in many times from one address. Clients are the addresses they \
      connect from: X-Forwarded-For is believed only from a --trusted-proxy.
      """
  )

  private static let defaults = AuthServerLimits()

  @Option(help: "The port to listen on (0: any free port).")
  var port: Int = 8080

  @Option(help: "The address to listen on.")
  var host: String = "127.0.0.1"

  @Option(help: "Sign-in attempts per minute for one account from one address.")
  var signInsPerAccount = defaults.signInsPerAccount.maximum

  @Option(help: "Failed sign-ins per minute from one address, whatever the account.")
  var signInsPerClient = defaults.signInsPerClient.maximum

  @Option(help: "Failed sign-ins per 15 minutes at one account, from new and from known addresses.")
  var failuresPerAccount = defaults.failuresPerAccount.maximum

  @Option(help: "Successful sign-ins per minute to one account.")
  var successesPerAccount = defaults.successesPerAccount.maximum

  @Option(
    help: ArgumentHelp(
      "A proxy (IP address) whose X-Forwarded-For names the client; repeat for more. None by "
        + "default: the header is ignored.", valueName: "address"))
  var trustedProxy: [String] = []

  @Option(help: "Password reset requests per 15 minutes for one email from one address.")
  var resetsPerEmail = defaults.resetsPerEmail.maximum

  @Option(help: "Password reset requests per 15 minutes from one address.")
  var resetsPerClient = defaults.resetsPerClient.maximum

  @Option(help: "Requests per 5 s from one address, whatever they ask (also how many at once).")
  var requestsPerClient = defaults.requestsPerClient.maximum

  func validate() throws {
    guard (0...65535).contains(port) else {
      throw ValidationError("--port must be between 0 and 65535.")
    }
    let limits = [
      signInsPerAccount, signInsPerClient, failuresPerAccount, successesPerAccount,
      resetsPerEmail, resetsPerClient, requestsPerClient,
    ]
    guard limits.allSatisfy({ (1...1_000_000).contains($0) }) else {
      throw ValidationError("Each rate limit must be between 1 and 1000000.")
    }
    if let proxy = trustedProxy.first(where: { ClientAddress(ipAddress: $0) == nil }) {
      throw ValidationError("--trusted-proxy \(proxy) is not an IP address.")
    }
  }

  func run() async throws {
    let logger = Logger(label: "thinkit.auth-server") { StreamLogHandler.standardError(label: $0) }
    var limits = Self.defaults
    limits.signInsPerAccount.maximum = signInsPerAccount
    limits.signInsPerClient.maximum = signInsPerClient
    limits.failuresPerAccount.maximum = failuresPerAccount
    limits.failuresPerAccountFromKnownAddresses.maximum = failuresPerAccount
    limits.successesPerAccount.maximum = successesPerAccount
    limits.trustedProxies = trustedProxy
    limits.resetsPerEmail.maximum = resetsPerEmail
    limits.resetsPerClient.maximum = resetsPerClient
    limits.requestsPerClient.maximum = requestsPerClient
    let server = try await DemoAccount.standard.makeServer(limits: limits, logger: logger)
    try await server.run(host: host, port: port, stopsOnSignals: true)
  }
}
