import AuthContract
import AuthServer
import Foundation
import Testing

/// Requests the HTTP parser cannot read are the client's fault: 400 with the API's error body,
/// then the connection closes; the server goes on answering others.
@Suite struct FramingTests {
  static let cases: [(String, String)] = [
    ("a broken request line", "GARBAGE\r\n\r\n"),
    ("a header line without a colon", "POST /v1/sessions HTTP/1.1\r\nHost localhost\r\n\r\n"),
    (
      "two Content-Lengths",
      "POST /v1/sessions HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\nContent-Length: 3\r\n\r\n{}"
    ),
    (
      "an unknown Transfer-Encoding",
      "POST /v1/sessions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        + "Transfer-Encoding: gzip\r\n\r\nabc"
    ),
    // The parser takes these as chunked and drops the other coding: only chunked is read.
    (
      "a coding before chunked",
      "POST /v1/sessions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        + "Transfer-Encoding: gzip, chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n"
    ),
    (
      "identity before chunked",
      "POST /v1/sessions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        + "Transfer-Encoding: identity\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n\r\n"
    ),
    // llhttp calls this a bad version (505): the client may well speak HTTP/1.1.
    (
      "bare line feeds",
      "POST /v1/sessions HTTP/1.1\nHost: x\nContent-Type: application/json\nContent-Length: 2\n\n{}"
    ),
    (
      "a bad chunk size",
      "POST /v1/sessions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        + "Transfer-Encoding: chunked\r\n\r\nzz\r\nabc\r\n"
    ),
    // RFC 9112 §3.2: exactly one Host, a host and an optional port.
    ("no Host", "POST /v1/sessions HTTP/1.1\r\nContent-Length: 2\r\n\r\n{}"),
    (
      "two Hosts", "POST /v1/sessions HTTP/1.1\r\nHost: a\r\nHost: a\r\nContent-Length: 2\r\n\r\n{}"
    ),
    ("an empty Host", "POST /v1/sessions HTTP/1.1\r\nHost:\r\nContent-Length: 2\r\n\r\n{}"),
    ("a Host with user info", "POST /v1/sessions HTTP/1.1\r\nHost: me@x\r\n\r\n"),
    ("a Host with a space", "POST /v1/sessions HTTP/1.1\r\nHost: a b\r\n\r\n"),
    (
      "a body cut short",
      "POST /v1/password-resets HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
        + "Content-Length: 100\r\n\r\n{\"email\""
    ),
  ]

  @Test(arguments: cases)
  func unreadableRequestsAnswer400WithTheErrorBodyAndClose(name: String, request: String)
    async throws
  {
    try await LiveServer.with { server throws in
      let connection = try await server.connect()
      try await connection.send(request)
      connection.finishSending()
      let answers = RawAnswer.all(in: try await connection.readToEnd())
      let answer = try #require(answers.first, "no answer to \(name)")
      #expect(answers.count == 1)
      #expect(answer.status == 400, "\(name)")
      #expect(answer.json?["code"] as? Int == AuthErrorCode.badRequest.rawValue)
      #expect(answer.json?["message"] as? String == "The request is not valid HTTP.")
      #expect(answer.headerFields["connection"] == "close")
      #expect(answer.headerFields["content-type"]?.hasPrefix("application/json") == true)
      #expect(try await server.signIn().statusCode == 201, "the server still answers")
    }
  }

  /// A later request line ending in a bare line feed is no bad version either (the parser
  /// reports it as one): 400 after the first request's answer, not 505 (RFC 9112 §2.2).
  @Test func aLaterRequestLineEndingInABareLineFeedIsAnswered400() async throws {
    try await LiveServer.with { server throws in
      let connection = try await server.connect()
      try await connection.send(
        "GET /nowhere HTTP/1.1\r\nHost: x\r\n\r\nGET /nowhere HTTP/1.1\nHost: x\n\n")
      let answers = RawAnswer.all(in: try await connection.readToEnd())
      #expect(answers.map(\.status) == [404, 400])
      #expect(answers.last?.json?["message"] as? String == "The request is not valid HTTP.")
    }
  }

  @Test func garbageAfterARequestIsAnsweredAfterThatRequestsAnswer() async throws {
    try await LiveServer.with { server throws in
      let connection = try await server.connect()
      try await connection.send("GET /v1/sessions HTTP/1.1\r\nHost: x\r\n\r\nGARBAGE\r\n\r\n")
      let answers = RawAnswer.all(in: try await connection.readToEnd())
      #expect(answers.map(\.status) == [405, 400])
      #expect(answers.last?.json?["code"] as? Int == AuthErrorCode.badRequest.rawValue)
    }
  }

  /// A request refused for its Host after one in flight: that one is answered first, then the
  /// 400, and nothing of the refused request reaches a route.
  @Test func aRequestWithoutHostAfterAnotherIsAnsweredAfterIt() async throws {
    try await LiveServer.with { server throws in
      let connection = try await server.connect()
      try await connection.send(
        "GET /v1/sessions HTTP/1.1\r\nHost: [::1]:8080\r\n\r\n"
          + "DELETE /v1/sessions/current HTTP/1.1\r\n\r\n")
      let answers = RawAnswer.all(in: try await connection.readToEnd())
      #expect(answers.map(\.status) == [405, 400])
      #expect(answers.last?.json?["message"] as? String == "The request is not valid HTTP.")
      #expect(server.logText.contains("GET /v1/sessions → 405"))
      #expect(!server.logText.contains("DELETE"), "the refused request reached no route")
    }
  }

  @Test func headerFieldsOverTheLimitAreRefused() async throws {
    try await LiveServer.with { server throws in
      let connection = try await server.connect()
      let huge = String(repeating: "a", count: AuthServer.maximumHeaderBytes)
      try await connection.send("GET /v1/sessions HTTP/1.1\r\nHost: x\r\nX-Big: \(huge)\r\n\r\n")
      let answer = try #require(RawAnswer(try await connection.readToEnd()))
      #expect(answer.status == 431)
      #expect(answer.json?["code"] as? Int == AuthErrorCode.badRequest.rawValue)
    }
  }

  @Test(arguments: ["HTTP/2.0", "HTTP/3.0", "HTTP/0.9", "HTTP/1.2"])
  func anotherHTTPVersionIsAnswered505AndCloses(version: String) async throws {
    try await LiveServer.with { server throws in
      let connection = try await server.connect(
        sending: "GET /openapi.json \(version)\r\nHost: x\r\n\r\n")
      let answer = try #require(RawAnswer(try await connection.readToEnd()), "\(version)")
      #expect(answer.status == 505, "\(version)")
      #expect(answer.headerFields["connection"] == "close")
      #expect(answer.json?["message"] as? String == "This server speaks HTTP/1.1 (and HTTP/1.0).")
    }
  }
}
