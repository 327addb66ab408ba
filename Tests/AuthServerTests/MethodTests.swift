import AuthContract
import Foundation
import Testing

@testable import AuthServer

/// Which methods the server answers, and how: HEAD wherever GET, as GET without the body (RFC
/// 9110 §9.1, §9.3.2); 501 for a method no path answers, on any path (§15.6.2); 405 for one
/// another path answers; 400 for a method token the HTTP parser does not know.
@Suite struct MethodTests {
  /// `method` `path` with a Host, and a two-byte JSON body when `withBody`, asking to close the
  /// connection when `closes`.
  private static func request(
    _ method: String, _ path: String, withBody: Bool = false, closes: Bool = false
  ) -> String {
    let body = withBody ? "Content-Type: application/json\r\nContent-Length: 2\r\n" : ""
    let close = closes ? "Connection: close\r\n" : ""
    return "\(method) \(path) HTTP/1.1\r\nHost: x\r\n\(body)\(close)\r\n\(withBody ? "{}" : "")"
  }

  /// Header fields as compared between two answers: without Date (a second may pass between
  /// them) and Connection (only the last one closes).
  private static func comparable(_ answer: RawAnswer) -> [String: String] {
    answer.headerFields.filter { $0.key != "date" && $0.key != "connection" }
  }

  /// HEAD, then GET, on one connection: the GET answer follows the HEAD answer's head at once
  /// (so HEAD's has no body byte), and both say the same.
  @Test(arguments: [
    AuthRoutes.openAPIPath, AuthAPI.sessionsPath, AuthAPI.currentSessionPath,
    AuthAPI.passwordResetsPath, "/nothing",
  ])
  func headIsAnsweredAsGetIsWithoutTheBody(path: String) async throws {
    try await LiveServer.with { server throws in
      let connection = try await server.connect(
        sending: Self.request("HEAD", path) + Self.request("GET", path, closes: true))
      let text = try await connection.readToEnd()
      let headEnd = try #require(text.range(of: "\r\n\r\n"))
      let rest = String(text[headEnd.upperBound...])
      #expect(rest.hasPrefix("HTTP/1.1 "), "the GET answer right after HEAD's head")
      let head = try #require(RawAnswer(text))
      let get = try #require(RawAnswer(rest))
      #expect(head.status == get.status)
      #expect(Self.comparable(head) == Self.comparable(get))
      #expect(get.isComplete && !get.body.isEmpty, "GET's answer has the body")
      #expect(head.headerFields["content-length"] == String(get.body.utf8.count))
      #expect(server.logText.contains("HEAD \(path) → \(get.status)"))
    }
  }

  @Test func headOfTheOpenAPIDocumentIs200WithTheDocumentsLength() async throws {
    try await LiveServer.with { server throws in
      let document = try #require(OpenAPIDocument.data)
      let answer = try await server.send("HEAD", AuthRoutes.openAPIPath)
      #expect(answer.statusCode == 200)
      #expect(answer.body.isEmpty)
      #expect(answer.value(forHeaderField: "Content-Length") == String(document.count))
      #expect(answer.value(forHeaderField: "Cache-Control") == "no-store")
    }
  }

  /// A method another path answers is 405, and `Allow` lists HEAD wherever it lists GET.
  @Test func theAllowOfAPathThatAnswersGetListsHead() async throws {
    try await LiveServer.with { server throws in
      let answer = try await server.send("POST", AuthRoutes.openAPIPath)
      #expect(answer.statusCode == 405)
      #expect(answer.value(forHeaderField: "Allow") == "GET, HEAD")
      let head = try await server.send("HEAD", AuthAPI.sessionsPath)
      #expect(head.statusCode == 405)
      #expect(head.value(forHeaderField: "Allow") == "POST")
    }
  }

  /// Each with a body, which is read past: the request after it on the connection is answered.
  @Test(arguments: ["PUT", "PATCH", "OPTIONS", "TRACE", "PROPFIND", "LINK", "QUERY"])
  func aMethodNoPathAnswersIs501OnEveryPathAndTheConnectionStaysOpen(method: String)
    async throws
  {
    try await LiveServer.with { server throws in
      for path in Array(AuthRoutes.methods.keys) + ["/nothing"] {
        let connection = try await server.connect(
          sending: Self.request(method, path, withBody: true)
            + Self.request("GET", "/nothing", closes: true))
        let answers = RawAnswer.all(in: try await connection.readToEnd())
        #expect(answers.map(\.status) == [501, 404], "\(method) \(path)")
        let refused = try #require(answers.first)
        #expect(refused.json?["code"] as? Int == AuthErrorCode.http.rawValue)
        #expect(refused.json?["message"] as? String == APIError.methodNotImplemented.body.message)
        #expect(refused.headerFields["allow"] == nil)
        #expect(refused.headerFields["connection"] == nil, "the connection stays open")
        #expect(server.logText.contains("\(method) \(path) → 501"))
      }
      #expect(server.server.sessions.count == 0)
    }
  }

  /// The parser refuses these as it reads the request line: no request reaches the server, so
  /// it is answered as a broken one, and nothing after it is read.
  @Test(arguments: ["FOO", "BREW", "DESCRIBE", "get"])
  func aMethodTokenTheParserDoesNotKnowIs400AndTheConnectionCloses(token: String) async throws {
    try await LiveServer.with { server throws in
      let connection = try await server.connect(
        sending: Self.request(token, AuthRoutes.openAPIPath)
          + Self.request("GET", "/nothing", closes: true))
      let answers = RawAnswer.all(in: try await connection.readToEnd())
      #expect(answers.map(\.status) == [400])
      #expect(answers.first?.json?["code"] as? Int == AuthErrorCode.badRequest.rawValue)
      #expect(answers.first?.headerFields["connection"] == "close")
      #expect(server.logText.contains("request refused before routing"))
    }
  }
}
