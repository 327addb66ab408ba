import AuthContract
import AuthServer
import Foundation
import Testing

/// A request too large to read is answered, and the client reads that answer: the server stops
/// sending and drains what the client is still sending (up to a limit), rather than close on
/// unread bytes, which resets the connection and throws the answer away.
@Suite struct OversizedRequestTests {
  static let host = "Host: x\r\n"

  static let oversizedHeads = [
    ("one field of 200 KB", "X-Big: \(String(repeating: "a", count: 200_000))\r\n"),
    ("5,000 fields", (0..<5_000).map { "X-\($0): a\r\n" }.joined()),
    ("101 fields, Host included", (0..<100).map { "X-\($0): a\r\n" }.joined()),
    ("a request line of 200 KB", ""),
  ]

  /// 512 KiB more of what the client was sending when its answer came: it is drained.
  private static func sendTheRest(on connection: RawConnection) async throws {
    let piece = "X-More: \(String(repeating: "a", count: 64 * 1024 - 10))\r\n"
    for _ in 0..<8 { try await connection.send(piece) }
  }

  @Test(arguments: oversizedHeads)
  func aHeadPastTheLimitsIsAnswered431AndTheClientReadsIt(name: String, fields: String)
    async throws
  {
    try await LiveServer.with { server throws in
      let target = fields.isEmpty ? "/" + String(repeating: "a", count: 200_000) : "/v1/sessions"
      let connection = try await server.connect()
      try await connection.send("GET \(target) HTTP/1.1\r\n\(Self.host)\(fields)")
      let answer = try await connection.readAnswer()
      #expect(answer.status == 431, "\(name)")
      #expect(answer.headerFields["connection"] == "close")
      #expect(answer.json?["code"] as? Int == AuthErrorCode.badRequest.rawValue)
      #expect(
        answer.json?["message"] as? String
          == "The request line and header fields must fit in 16 KiB and 100 fields.")
      try await Self.sendTheRest(on: connection)
      #expect(try await connection.readToEnd().isEmpty, "the answer, then the end")
      #expect(try await server.signIn().statusCode == 201, "the server still answers")
    }
  }

  @Test func aHundredFieldsAreRead() async throws {
    try await LiveServer.with { server throws in
      let fields = (0..<98).map { "X-\($0): a\r\n" }.joined()
      let connection = try await server.connect(
        sending: "GET /v1/sessions HTTP/1.1\r\n\(Self.host)\(fields)Connection: close\r\n\r\n")
      let answer = try #require(RawAnswer(try await connection.readToEnd()))
      #expect(answer.status == 405, "Host, 98 fields and Connection are 100")
    }
  }

  /// A body announced as 10 MB: the client is still sending when the answer comes.
  @Test func aBodyFarPastTheLimitIsAnswered413AndTheClientReadsIt() async throws {
    try await LiveServer.with { server throws in
      let connection = try await server.connect()
      try await connection.send(
        "POST \(AuthAPI.sessionsPath) HTTP/1.1\r\n\(Self.host)Content-Type: application/json\r\n"
          + "Content-Length: 10000000\r\n\r\n" + String(repeating: "a", count: 20_000))
      let answer = try await connection.readAnswer()
      #expect(answer.status == 413)
      #expect(answer.headerFields["connection"] == "close")
      try await Self.sendTheRest(on: connection)
      #expect(try await connection.readToEnd().isEmpty, "the answer, then the end")
    }
  }

  /// The draining is bounded: a client that goes on sending after its answer is cut off.
  @Test func whatComesAfterTheAnswerIsDrainedOnlyUpToALimit() async throws {
    try await LiveServer.with { server throws in
      let connection = try await server.connect()
      try await connection.send(
        "GET /v1/sessions HTTP/1.1\r\n\(Self.host)\(Self.oversizedHeads[1].1)")
      #expect(try await connection.readAnswer().status == 431)
      let chunk = String(repeating: "a", count: 64 * 1024)
      await #expect(throws: RawConnectionError.self) {
        for _ in 0..<(64 * 16) { try await connection.send(chunk) }
      }
    }
  }
}
