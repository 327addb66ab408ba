import Auth
import AuthContract
import AuthServer
import Foundation
import SeededRandom
import Testing

/// Bad input gets a clear answer, never a crash: malformed JSON, huge bodies, unknown routes,
/// random bytes.
@Suite struct RobustnessTests {
  /// Posts `body` to both routes that read one, and expects each to refuse it: 400, code 1004,
  /// and `message`.
  private func expectBothRoutesRefuse(_ body: String, saying message: String) async throws {
    try await expectBothRoutesRefuse(Data(body.utf8), saying: message)
  }

  private func expectBothRoutesRefuse(_ body: Data, saying message: String) async throws {
    try await LiveServer.with { server throws in
      for path in [AuthAPI.sessionsPath, AuthAPI.passwordResetsPath] {
        let answer = try await server.send("POST", path, body: body)
        #expect(answer.statusCode == 400, "\(path) \(body)")
        #expect(answer.code == 1004)
        #expect(answer.message == message)
      }
    }
  }

  @Test(arguments: ["", "not json", "[1, 2]", "\"text\"", "{\"email\": ", "null"])
  func bodiesThatAreNotJSONObjectsAnswer400(body: String) async throws {
    try await expectBothRoutesRefuse(body, saying: "The request body is not a JSON object.")
  }

  /// Foundation's decoder would keep one of the two values without a word: which one a check
  /// reads and which one counts must not differ.
  @Test(arguments: [
    #"{"email":"x@example.com","email":"ada@example.com","password":"correct horse battery"}"#,
    #"{"email":"ada@example.com","password":"x","p\u0061ssword":"correct horse battery"}"#,
  ])
  func aBodyThatNamesAFieldTwiceAnswers400(body: String) async throws {
    try await expectBothRoutesRefuse(body, saying: "The request body names a field more than once.")
  }

  /// Foundation's decoder reads these too (the repeated field check reads UTF-8 only): a body
  /// naming its email twice was read, one of its values kept, rather than refused.
  static let notStrictUTF8: [(String, Data)] = {
    let json =
      #"{"email":"x@example.com","email":"ada@example.com","password":"correct horse battery"}"#
    return [
      ("UTF-8 after a byte order mark", Data([0xEF, 0xBB, 0xBF]) + Data(json.utf8)),
      ("UTF-16LE", json.data(using: .utf16LittleEndian) ?? Data()),
      ("UTF-16 after a byte order mark", json.data(using: .utf16) ?? Data()),
      ("UTF-32BE", json.data(using: .utf32BigEndian) ?? Data()),
      ("a raw control character", Data("{\u{1}}".utf8)),
    ]
  }()

  @Test(arguments: notStrictUTF8)
  func aBodyThatIsNotStrictUTF8Answers400(name: String, body: Data) async throws {
    try await expectBothRoutesRefuse(body, saying: "The request body is not a JSON object.")
  }

  @Test func bodiesOver16KiBAnswer413AndExactly16KiBIsRead() async throws {
    try await LiveServer.with { server throws in
      let padding = String(repeating: " ", count: 16 * 1024 - 2)
      let atLimit = try await server.send(
        "POST", AuthAPI.sessionsPath, body: Data(("{" + padding + "}").utf8))
      #expect(atLimit.statusCode == 400)
      #expect(atLimit.code == 1001)
      let over = try await server.send(
        "POST", AuthAPI.sessionsPath, body: Data(("{ " + padding + "}").utf8))
      #expect(over.statusCode == 413)
      #expect(over.code == 1008)
      #expect(try await server.signIn().statusCode == 201, "the server still answers")
    }
  }

  /// The server stops reading at the limit and closes, rather than drain what is announced.
  @Test func aTooLargeBodyIsAnsweredAndTheConnectionClosesWithoutTheRest() async throws {
    try await LiveServer.with { server throws in
      let connection = try await server.connect()
      try await connection.send(
        "POST \(AuthAPI.sessionsPath) HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
          + "Content-Length: 100000000\r\n\r\n"
          + String(repeating: "a", count: 20 * 1024))
      let answer = try #require(RawAnswer(try await connection.readToEnd()))
      #expect(answer.status == 413)
      #expect(answer.headerFields["connection"] == "close")
    }
  }

  /// A length announced past the limit is answered at once, not once the body has come (nor
  /// 408 when it comes too slowly): here it never does, and the body's deadline is far off.
  @Test func aBodyAnnouncedTooLargeIsAnswered413Unread() async throws {
    try await LiveServer.with { server throws in
      let connection = try await server.connect(
        sending: "POST \(AuthAPI.sessionsPath) HTTP/1.1\r\nHost: x\r\nContent-Type: "
          + "application/json\r\nContent-Length: 20000\r\n\r\n")
      let answer = try #require(RawAnswer(try await connection.readToEnd()))
      #expect(answer.status == 413)
      #expect(answer.json?["code"] as? Int == 1008)
      #expect(answer.headerFields["connection"] == "close")
    }
  }

  @Test(arguments: [("GET", "/"), ("POST", "/v1/nothing"), ("DELETE", "/v1/sessions/other")])
  func unknownPathsAnswer404(method: String, path: String) async throws {
    try await LiveServer.with { server throws in
      let answer = try await server.send(method, path)
      #expect(answer.statusCode == 404)
      #expect(answer.code == 1005)
    }
  }

  @Test(arguments: [
    ("GET", AuthAPI.sessionsPath, "POST"), ("DELETE", AuthAPI.sessionsPath, "POST"),
    ("GET", AuthAPI.passwordResetsPath, "POST"), ("DELETE", AuthAPI.passwordResetsPath, "POST"),
    ("POST", AuthAPI.currentSessionPath, "DELETE"), ("GET", AuthAPI.currentSessionPath, "DELETE"),
    ("POST", "/openapi.json", "GET, HEAD"), ("DELETE", "/openapi.json", "GET, HEAD"),
  ])
  func methodsAKnownPathDoesNotAnswerGet405WithAllow(
    method: String, path: String, allowed: String
  ) async throws {
    try await LiveServer.with { server throws in
      let answer = try await server.send(method, path)
      #expect(answer.statusCode == 405)
      #expect(answer.code == 1005)
      #expect(answer.value(forHeaderField: "Allow") == allowed)
    }
  }

  @Test func randomBytesNeverCrashTheServer() async throws {
    try await LiveServer.with { server throws in
      var generator = SplitMix64(seed: 2024)
      for index in 0..<60 {
        let count = Int.random(in: 0..<600, using: &generator)
        let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
        let path = [AuthAPI.sessionsPath, AuthAPI.passwordResetsPath][index % 2]
        let answer = try await server.send("POST", path, body: Data(bytes))
        #expect([400, 413].contains(answer.statusCode), "\(bytes)")
      }
      #expect(try await server.signIn().statusCode == 201)
    }
  }
}
