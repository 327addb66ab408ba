import AuthContract
import AuthServer
import NIOCore
import Testing

@testable import AuthServer

/// A request takes at most ``AuthServer/maximumRequestBytes`` on the wire, counted before the
/// HTTP parser: what the parser reads and throws away (a chunk extension without end) is
/// bounded too. The count starts anew with each request.
@Suite struct RequestByteLimitTests {
  @Test func theCountStartsAnewWhenARequestEndsAndStopsAtTheLimit() throws {
    let (channel, recorder) = try EmbeddedPipeline.channel(with: [RequestByteLimit(limit: 10)])
    try channel.writeInbound(ByteBuffer(string: "12345678"))
    channel.pipeline.triggerUserOutboundEvent(RequestByteLimit.RequestEnded(), promise: nil)
    try channel.writeInbound(ByteBuffer(string: "12345678"))
    #expect(try channel.readInbound(as: ByteBuffer.self) == ByteBuffer(string: "12345678"))
    #expect(try channel.readInbound(as: ByteBuffer.self) == ByteBuffer(string: "12345678"))
    #expect(recorder.errors.isEmpty, "8 bytes in each request")
    try channel.writeInbound(ByteBuffer(string: "123"))
    try channel.writeInbound(ByteBuffer(string: "4"))
    #expect(try channel.readInbound(as: ByteBuffer.self) == nil, "past the limit, nothing passes")
    #expect(recorder.errors.count == 1)
    #expect(recorder.errors.first is RequestTooLong)
  }

  /// The pentest's attack: a chunked sign-in whose first chunk's extension never ends was read
  /// (and thrown away) for the whole body deadline, gigabytes of it.
  @Test func aChunkExtensionWithoutEndIsAnswered400AndCloses() async throws {
    try await LiveServer.with { server throws in
      let connection = try await server.connect()
      try await connection.send(
        "POST \(AuthAPI.sessionsPath) HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
          + "Transfer-Encoding: chunked\r\n\r\n1;x="
          + String(repeating: "a", count: AuthServer.maximumRequestBytes))
      let answer = try #require(RawAnswer(try await connection.readToEnd()))
      #expect(answer.status == 400)
      #expect(answer.json?["code"] as? Int == AuthErrorCode.badRequest.rawValue)
      #expect(answer.json?["message"] as? String == "The request is not valid HTTP.")
      #expect(answer.headerFields["connection"] == "close")
      #expect(try await server.signIn().statusCode == 201, "the server still answers")
    }
  }
}
