import AuthContract
import Foundation
import Testing

@testable import AuthServer

/// HTTP at its edges, against a live server: nothing runs after a closing answer, HTTP/1.0
/// connections close (and refuse chunked framing, RFC 9112 §6.1), CONNECT and upgrades never
/// leave a connection hanging, a client that never reads is closed, and only JSON is read.
@Suite struct HTTPEdgeTests {
  private static let credentials =
    #"{"email":"\#(LiveServer.email)","password":"\#(LiveServer.password)"}"#

  private static func signIn(_ version: String = "1.1", extra: String = "") -> String {
    "POST \(AuthAPI.sessionsPath) HTTP/\(version)\r\nHost: x\r\nContent-Type: application/json\r\n"
      + "Content-Length: \(credentials.utf8.count)\r\n\(extra)\r\n\(credentials)"
  }

  @Test func aSignInPipelinedBehindA413NeverRuns() async throws {
    try await LiveServer.with { server throws in
      let large = String(repeating: "a", count: 17_000)
      let connection = try await server.connect(
        sending: "POST \(AuthAPI.sessionsPath) HTTP/1.1\r\nHost: x\r\nContent-Type: "
          + "application/json\r\nContent-Length: \(large.utf8.count)\r\n\r\n\(large)"
          + Self.signIn())
      let answers = RawAnswer.all(in: try await connection.readToEnd())
      #expect(answers.map(\.status) == [413])
      #expect(server.server.sessions.count == 0, "a session nobody receives")
      #expect(server.server.accounts.comparisons == 0)
    }
  }

  @Test func anHTTP10RequestIsAnsweredAndItsConnectionCloses() async throws {
    try await LiveServer.with { server throws in
      let connection = try await server.connect(sending: Self.signIn("1.0"))
      let answers = RawAnswer.all(in: try await connection.readToEnd())
      #expect(answers.map(\.status) == [201])
      #expect(answers.first?.headerFields["connection"] == "close")
    }
  }

  @Test func anHTTP10ChunkedRequestIsRefusedAsFaultyFraming() async throws {
    try await LiveServer.with { server throws in
      let chunk = String(Self.credentials.utf8.count, radix: 16)
      let connection = try await server.connect(
        sending: "POST \(AuthAPI.sessionsPath) HTTP/1.0\r\nHost: x\r\nContent-Type: "
          + "application/json\r\nTransfer-Encoding: chunked\r\n\r\n\(chunk)\r\n"
          + "\(Self.credentials)\r\n0\r\n\r\n")
      let answers = RawAnswer.all(in: try await connection.readToEnd())
      #expect(answers.map(\.status) == [400])
      #expect(answers.first?.json?["code"] as? Int == AuthErrorCode.badRequest.rawValue)
      #expect(server.server.sessions.count == 0)
      #expect(server.logText.contains("request refused before routing"))
    }
  }

  /// Each waits for the connection's end: one left hanging would fail the read.
  @Test func connectIsAnswered501AndAnUpgradeIsAnsweredThenTheConnectionCloses() async throws {
    var limits = LiveServer.testLimits
    limits.idleTimeout = .seconds(60)
    try await LiveServer.with(limits: limits) { server throws in
      let connect = try await server.connect(
        sending: "CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n")
      let refused = try #require(RawAnswer(try await connect.readToEnd()))
      #expect(refused.status == 501)
      #expect(refused.headerFields["connection"] == "close")
      // NIO frames an answer to CONNECT without a body: it does not claim a JSON one.
      #expect(refused.headerFields["content-type"] == nil)
      let upgrade = try await server.connect(
        sending: "GET /openapi.json HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\n"
          + "Upgrade: websocket\r\n\r\nGET /openapi.json HTTP/1.1\r\nHost: x\r\n\r\n")
      let answers = RawAnswer.all(in: try await upgrade.readToEnd())
      #expect(answers.map(\.status) == [200], "answered once, then closed")
      #expect(answers.first?.headerFields["connection"] == "close")
    }
  }

  /// The client pipelines answers worth 60 MB and reads none: once the socket's buffers are
  /// full, the answer waiting to be written has 300 ms, then the connection closes.
  @Test(.timeLimit(.minutes(1)))
  func aClientThatNeverReadsItsAnswersIsClosed() async throws {
    var limits = LiveServer.testLimits
    limits.writeTimeout = .milliseconds(300)
    // Room in the log for every request line before the closing one: this test is not the
    // log budget's (LoggingTests is).
    limits.logLines.maximum = 10_000
    try await LiveServer.with(limits: limits) { server throws in
      let requests = String(
        repeating: "GET /openapi.json HTTP/1.1\r\nHost: x\r\n\r\n", count: 3_000)
      let connection = try await server.connect()
      let sending = Task { try? await connection.send(requests) }
      try await server.server.connections.waitUntilOpen(1)
      try await server.server.connections.waitUntilOpen(0)
      await sending.value
      #expect(server.logText.contains("connection closed: an answer was not read in time"))
    }
  }

  @Test(arguments: [
    nil, "text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x",
    "application/json; charset=iso-8859-1", "application/jsonp",
  ])
  func aBodyNotSentAsJSONIsAnswered415AndNeverRead(contentType: String?) async throws {
    try await LiveServer.with { server throws in
      let type = contentType.map { "Content-Type: \($0)\r\n" } ?? ""
      let connection = try await server.connect(
        sending: "POST \(AuthAPI.sessionsPath) HTTP/1.1\r\nHost: x\r\n\(type)Content-Length: "
          + "\(Self.credentials.utf8.count)\r\nConnection: close\r\n\r\n\(Self.credentials)")
      let answer = try #require(RawAnswer(try await connection.readToEnd()))
      #expect(answer.status == 415)
      #expect(answer.json?["code"] as? Int == AuthErrorCode.serialization.rawValue)
      #expect(server.server.accounts.comparisons == 0)
    }
  }

  @Test func anEncodedBodyIsAnswered415AndJSONInAnyCaseIsRead() async throws {
    try await LiveServer.with { server throws in
      let gzip = try await server.send(
        "POST", AuthAPI.sessionsPath, body: Data(Self.credentials.utf8),
        headers: ["Content-Encoding": "gzip"])
      #expect(gzip.statusCode == 415)
      #expect(gzip.value(forHeaderField: "Accept-Encoding") == "identity")
      let json = try await server.send(
        "POST", AuthAPI.sessionsPath, body: Data(Self.credentials.utf8),
        headers: ["Content-Type": "Application/JSON; Charset=\"UTF-8\""])
      #expect(json.statusCode == 201)
    }
  }

  @Test func theOpenAPIDocumentIsServed() async throws {
    try await LiveServer.with { server throws in
      let answer = try await server.send("GET", "/openapi.json")
      #expect(answer.statusCode == 200)
      #expect(answer.value(forHeaderField: "Content-Type")?.hasPrefix("application/json") == true)
      #expect(answer.body == OpenAPIDocument.data)
      #expect(answer.json?["openapi"] as? String == "3.1.0")
    }
  }
}
