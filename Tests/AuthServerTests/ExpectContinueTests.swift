import AuthServer
import Testing

/// A client that waits for `100 Continue` before it sends its body (`Expect: 100-continue`, as
/// curl and many HTTP libraries do for a body) is told to go on at once (RFC 9110 §10.1.1),
/// not left waiting for a 408; a body announced over the limit is refused without its bytes.
@Suite struct ExpectContinueTests {
  private static func head(length: Int) -> String {
    "POST /v1/sessions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
      + "Expect: 100-continue\r\nContent-Length: \(length)\r\n\r\n"
  }

  @Test func aClientWaitingToSendItsBodyIsToldToGoOn() async throws {
    try await LiveServer.with { server throws in
      let body = #"{"email":"\#(LiveServer.email)","password":"\#(LiveServer.password)"}"#
      let connection = try await server.connect()
      try await connection.send(Self.head(length: body.utf8.count))
      let goOn = try await connection.readAnswer()
      #expect(goOn.status == 100)
      try await connection.send(body)
      #expect(try await connection.readAnswer().status == 201)
    }
  }

  @Test func aBodyAnnouncedOverTheLimitIsRefusedWithoutIt() async throws {
    try await LiveServer.with { server throws in
      let connection = try await server.connect()
      try await connection.send(Self.head(length: 10 * 1024 * 1024))
      let answer = try await connection.readAnswer()
      #expect(answer.status == 413, "no 100 first: the body is not asked for")
    }
  }
}
