import Auth
import AuthContract
import AuthServer
import Clocks
import Foundation
import InMemoryLogging
import Logging

/// The sign-in server running for real on a free loopback port, with one account, a test
/// clock for its throttles and sessions, and a log that tests read. Requests go through the
/// client's real transport (AsyncHTTPClient), or a ``RawConnection`` for bytes no client sends.
final class LiveServer: Sendable {
  static let email = "ada@example.com"
  static let password = "correct horse battery"

  /// The limits of most tests: the defaults, with all the password checks a burst needs, so
  /// that only the throttle decides, and 600 s for a body, an idle connection and a lingering
  /// close. On a loaded machine a test can wait past the defaults: a body that stops short
  /// would be answered 408, a pooled connection closed by the server just as the client sends
  /// on it is reset, and a client still sending after its answer would meet a closed socket.
  /// Other tests start from these (``testLimits(_:)``); only tests of the timeouts do not.
  /// Each client's request rate is raised out of the way too: the test clock stands still, so
  /// its bucket would never refill (``RequestRateTests`` check the rate).
  static let testLimits = AuthServerLimits(
    idleTimeout: .seconds(600), requestBodyTimeout: .seconds(600), lingerTimeout: .seconds(600),
    maximumConcurrentPasswordChecks: 64,
    requestsPerClient: RateLimit(maximum: 1_000_000, window: .seconds(5)))

  /// ``testLimits`` with what a test changes.
  static func testLimits(_ change: (inout AuthServerLimits) -> Void) -> AuthServerLimits {
    var limits = testLimits
    change(&limits)
    return limits
  }

  let server: AuthServer
  let url: AuthServerURL
  let port: Int
  let clock: TestClock<Duration>
  let logs: InMemoryLogHandler
  private let task: Task<Void, Never>
  private let transport = AsyncHTTPClientTransport()

  private init(
    server: AuthServer, url: AuthServerURL, port: Int, clock: TestClock<Duration>,
    logs: InMemoryLogHandler, task: Task<Void, Never>
  ) {
    self.server = server
    self.url = url
    self.port = port
    self.clock = clock
    self.logs = logs
    self.task = task
  }

  /// Starts a server within `limits` whose log records everything, down to trace.
  static func start(
    limits: AuthServerLimits = testLimits,
    hasher: any PasswordHashing = PasswordHasher(cost: 4)
  ) async throws -> LiveServer {
    var logs = InMemoryLogHandler()
    logs.logLevel = .trace
    let handler = logs
    let logger = Logger(label: "test.auth-server") { _ in handler }
    let clock = TestClock<Duration>()
    let accounts = try await AccountStore(hasher: hasher)
    try await accounts.addAccount(email: email, password: password)
    let server = AuthServer(accounts: accounts, clock: clock, limits: limits, logger: logger)
    let (urls, continuation) = AsyncStream.makeStream(of: URL.self)
    let task = Task {
      try? await server.run(onListening: { continuation.yield($0) })
      continuation.finish()
    }
    for await url in urls {
      return LiveServer(
        server: server, url: try AuthServerURL(url), port: url.port ?? 0, clock: clock,
        logs: handler, task: task)
    }
    throw ServerDidNotStart()
  }

  /// Runs `body` with a fresh server, and stops it afterwards.
  static func with<T>(
    limits: AuthServerLimits = testLimits,
    hasher: any PasswordHashing = PasswordHasher(cost: 4),
    _ body: (LiveServer) async throws -> T
  ) async throws -> T {
    let server = try await start(limits: limits, hasher: hasher)
    do {
      let result = try await body(server)
      await server.stop()
      return result
    } catch {
      await server.stop()
      throw error
    }
  }

  func stop() async {
    task.cancel()
    await task.value
  }

  /// Sends a request with `body` as it is.
  func send(
    _ method: String, _ path: String, body: Data? = nil, headers: [String: String] = [:]
  ) async throws -> HTTPAnswer {
    var fields = headers
    if body != nil, fields["Content-Type"] == nil { fields["Content-Type"] = "application/json" }
    return try await transport.send(
      HTTPRequest(
        method: method, url: url.appending(path: path), headerFields: fields, body: body,
        timeout: requestPatience))
  }

  /// Sends `json` (any JSON value, written as Foundation objects).
  func send(_ method: String, _ path: String, json: Any, headers: [String: String] = [:])
    async throws -> HTTPAnswer
  {
    try await send(
      method, path, body: try JSONSerialization.data(withJSONObject: json), headers: headers)
  }

  /// Signs in with the account, and returns the answer.
  func signIn(email: String = LiveServer.email, password: String = LiveServer.password)
    async throws -> HTTPAnswer
  {
    try await send("POST", AuthAPI.sessionsPath, json: ["email": email, "password": password])
  }

  /// Posts `json` to `path` from client address `address` (any 127.x.y.z), on a connection
  /// of its own, and returns the answer.
  func post(_ path: String, json: [String: String], from address: String) async throws
    -> RawAnswer
  {
    let body = String(decoding: try JSONSerialization.data(withJSONObject: json), as: UTF8.self)
    let connection = try await connect(
      from: address,
      sending: "POST \(path) HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n"
        + "Content-Length: \(body.utf8.count)\r\nConnection: close\r\n\r\n\(body)")
    guard let answer = RawAnswer(try await connection.readToEnd()) else {
      throw RawConnectionError(step: "read the answer to \(path)", code: 0)
    }
    return answer
  }

  /// Signs in from client address `address`, and returns the answer.
  func signIn(
    from address: String, email: String = LiveServer.email,
    password: String = LiveServer.password
  ) async throws -> RawAnswer {
    try await post(
      AuthAPI.sessionsPath, json: ["email": email, "password": password], from: address)
  }

  /// Signs in with the account and returns the token.
  func token() async throws -> String {
    let answer = try await signIn()
    guard let token = answer.json?["token"] as? String else { throw NoToken(answer: answer) }
    return token
  }

  /// Opens a TCP connection to the server, from `localAddress` if given (any 127.x.y.z
  /// address reaches it on Linux), and sends `first` at once.
  func connect(from localAddress: String? = nil, sending first: String = "") async throws
    -> RawConnection
  {
    try await RawConnection.open(port: port, from: localAddress, sending: first)
  }

  /// Everything logged, messages and metadata, one line per entry.
  var logText: String {
    logs.entries.map { "\($0.level) \($0.message) \($0.metadata)" }.joined(separator: "\n")
  }
}

/// The server ended before it listened.
struct ServerDidNotStart: Error {}

/// A sign-in answered without a token.
struct NoToken: Error {
  let answer: HTTPAnswer
}

extension HTTPAnswer {
  /// The body as a JSON object, or nil.
  var json: [String: Any]? {
    (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
  }

  /// The `code` of an error body.
  var code: Int? { json?["code"] as? Int }

  var message: String? { json?["message"] as? String }
}
