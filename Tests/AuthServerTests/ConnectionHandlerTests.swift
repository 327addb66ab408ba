import AuthContract
import Foundation
import HTTPTypes
import NIOCore
import NIOEmbedded
import NIOHTTP1
import NIOHTTPTypes
import Testing

@testable import AuthServer

/// Channel handlers the server adds to each connection, on NIO's embedded channel,
/// whose clock the test moves by hand.
@Suite struct ConnectionHandlerTests {
  private static let head = HTTPRequestPart.head(
    HTTPRequest(method: .post, scheme: nil, authority: "x", path: AuthAPI.sessionsPath))

  private func channel(with handlers: any ChannelHandler...) throws -> (
    EmbeddedChannel, EmbeddedPipeline.ErrorRecorder
  ) {
    try EmbeddedPipeline.channel(with: handlers)
  }

  @Test func aBodyTricklingPastItsDeadlineFailsTheRequest() throws {
    let (channel, recorder) = try channel(with: RequestBodyDeadline(limit: .seconds(10)))
    try channel.writeInbound(Self.head)
    for _ in 0..<9 {
      channel.read()
      channel.embeddedEventLoop.advanceTime(by: .seconds(1))
      try channel.writeInbound(HTTPRequestPart.body(ByteBuffer(string: "a")))
    }
    #expect(recorder.errors.isEmpty, "parts keep arriving, but the deadline does not move")
    channel.read()
    channel.embeddedEventLoop.advanceTime(by: .seconds(1))
    #expect(recorder.errors.count == 1)
    #expect(recorder.errors.first is RequestBodyTimeout)
  }

  /// Only the time the server waits for the client's bytes counts: not the time it takes to
  /// ask for them (a busy server reads late), however long.
  @Test func theBodysDeadlineCountsOnlyTheWaitForTheClient() throws {
    let (channel, recorder) = try channel(with: RequestBodyDeadline(limit: .seconds(10)))
    try channel.writeInbound(Self.head)
    channel.embeddedEventLoop.advanceTime(by: .seconds(60))
    #expect(recorder.errors.isEmpty, "the server did not ask for the body yet")
    channel.read()
    channel.embeddedEventLoop.advanceTime(by: .seconds(6))
    try channel.writeInbound(HTTPRequestPart.body(ByteBuffer(string: "{")))
    channel.embeddedEventLoop.advanceTime(by: .seconds(60))
    #expect(recorder.errors.isEmpty, "4 s of waiting left")
    channel.read()
    channel.embeddedEventLoop.advanceTime(by: .milliseconds(3_999))
    #expect(recorder.errors.isEmpty)
    channel.embeddedEventLoop.advanceTime(by: .milliseconds(1))
    #expect(recorder.errors.first is RequestBodyTimeout)
  }

  @Test func anAnswerThatSaysConnectionCloseClosesOnceItEnds() throws {
    let (channel, _) = try channel(with: CloseAfterAnswer())
    let closing = HTTPResponse(status: .requestTimeout, headerFields: [.connection: "close"])
    try channel.writeOutbound(HTTPResponsePart.head(closing))
    try channel.writeOutbound(HTTPResponsePart.body(ByteBuffer(string: "{}")))
    #expect(channel.isActive, "not before the answer ends")
    try channel.writeOutbound(HTTPResponsePart.end(nil))
    #expect(!channel.isActive)
  }

  @Test func otherAnswersKeepTheConnection() throws {
    let (channel, _) = try channel(with: CloseAfterAnswer())
    try channel.writeOutbound(HTTPResponsePart.head(HTTPResponse(status: .created)))
    try channel.writeOutbound(HTTPResponsePart.end(nil))
    #expect(channel.isActive)
  }

  @Test func aBodyThatEndsInTimeKeepsTheConnection() throws {
    let (channel, recorder) = try channel(with: RequestBodyDeadline(limit: .seconds(10)))
    try channel.writeInbound(Self.head)
    channel.embeddedEventLoop.advanceTime(by: .seconds(9))
    try channel.writeInbound(HTTPRequestPart.end(nil))
    channel.embeddedEventLoop.advanceTime(by: .seconds(60))
    try channel.writeOutbound(HTTPResponsePart.end(nil))
    #expect(recorder.errors.isEmpty)
    #expect(channel.isActive)
  }

  private func answers(in channel: EmbeddedChannel) throws -> [(Int, String)] {
    try EmbeddedPipeline.answers(in: channel)
  }

  private func malformedRequestAnswer() -> MalformedRequestAnswer {
    MalformedRequestAnswer(client: EmbeddedPipeline.client, logger: EmbeddedPipeline.logger)
  }

  @Test func aBrokenHeadIsAnsweredAtOnceAndCloses() throws {
    let (channel, recorder) = try channel(with: malformedRequestAnswer())
    channel.pipeline.fireErrorCaught(HTTPParserError.invalidHeaderToken)
    let answers = try answers(in: channel)
    #expect(answers.map(\.0) == [400])
    let body = try #require(answers.first?.1)
    #expect(body == #"{"code":1008,"message":"The request is not valid HTTP."}"#)
    #expect(recorder.errors.isEmpty, "the route never sees it")
    #expect(!channel.isActive)
  }

  @Test func aBrokenBodyFailsTheRouteAndClosesAfterItsAnswer() throws {
    let (channel, recorder) = try channel(with: CloseAfterAnswer(), malformedRequestAnswer())
    try channel.writeInbound(Self.head)
    channel.pipeline.fireErrorCaught(HTTPParserError.invalidChunkSize)
    #expect(recorder.errors.first is MalformedRequest)
    let answer = HTTPResponse(status: .badRequest, headerFields: [.connection: "close"])
    try channel.writeOutbound(HTTPResponsePart.head(answer))
    try channel.writeOutbound(HTTPResponsePart.end(nil))
    #expect(try answers(in: channel).map(\.0) == [400], "the route's answer only")
    #expect(!channel.isActive)
  }

  @Test func garbageAfterARequestIsAnsweredAfterThatRequestsAnswer() throws {
    let (channel, recorder) = try channel(with: malformedRequestAnswer())
    try channel.writeInbound(Self.head)
    try channel.writeInbound(HTTPRequestPart.end(nil))
    channel.pipeline.fireErrorCaught(HTTPParserError.invalidMethod)
    #expect(recorder.errors.isEmpty)
    #expect(try answers(in: channel).isEmpty, "nothing before the request's own answer")
    try channel.writeOutbound(HTTPResponsePart.head(HTTPResponse(status: .created)))
    try channel.writeOutbound(HTTPResponsePart.end(nil))
    #expect(try answers(in: channel).map(\.0) == [201, 400])
    #expect(!channel.isActive)
  }

  @Test func aFirstLineEndingInABareLineFeedIsRefused() throws {
    let (channel, recorder) = try channel(with: RequestLineEnding())
    try channel.writeInbound(ByteBuffer(string: "GET / HTTP/1.1"))
    try channel.writeInbound(ByteBuffer(string: "\nHost: x\n\n"))
    #expect(recorder.errors.first is BareLineFeed)
    #expect(try channel.readInbound(as: ByteBuffer.self) == ByteBuffer(string: "GET / HTTP/1.1"))
    #expect(try channel.readInbound(as: ByteBuffer.self) == nil, "nothing after it is parsed")
  }

  /// A later request's version and its bare line feed, split over two reads, are seen: the
  /// parser's version error is then answered as a broken line. A body's line feed is not such.
  @Test func aLaterVersionEndedByABareLineFeedIsNotedAcrossReads() throws {
    let lineEnding = RequestLineEnding()
    let (channel, recorder) = try channel(with: lineEnding)
    try channel.writeInbound(ByteBuffer(string: "GET / HTTP/1.1\r\nHost: x\r\n\r\n"))
    #expect(!lineEnding.endsAVersionWithABareLineFeed)
    try channel.writeInbound(ByteBuffer(string: "{\n\"a\": 1}GET / HTTP/1."))
    #expect(!lineEnding.endsAVersionWithABareLineFeed)
    try channel.writeInbound(ByteBuffer(string: "1\nHost: x\n\n"))
    #expect(lineEnding.endsAVersionWithABareLineFeed)
    try channel.writeInbound(ByteBuffer(string: "GET / HTTP/1.1\r\nHost: x\r\n\r\n"))
    #expect(!lineEnding.endsAVersionWithABareLineFeed)
    try channel.writeInbound(ByteBuffer(string: "{\"a\": 1}GET / HTTP/1.0\nHost: x\n\n"))
    #expect(lineEnding.endsAVersionWithABareLineFeed, "within one read, past its first bytes")
    try channel.writeInbound(ByteBuffer(string: "GET / HTTP/1.1"))
    try channel.writeInbound(ByteBuffer(string: "\n"))
    #expect(lineEnding.endsAVersionWithABareLineFeed, "the line feed alone in the next read")
    #expect(recorder.errors.isEmpty, "the parser, not this handler, refuses a later line")
  }

  @Test func aFirstLineEndingInCRLFPassesThoughTheCRCameAlone() throws {
    let (channel, recorder) = try channel(with: RequestLineEnding())
    try channel.writeInbound(ByteBuffer(string: "GET / HTTP/1.1\r"))
    try channel.writeInbound(ByteBuffer(string: "\nHost: x\r\n\r\n"))
    try channel.writeInbound(ByteBuffer(string: "{\n}"))
    #expect(recorder.errors.isEmpty)
    #expect(try channel.readInbound(as: ByteBuffer.self) != nil)
  }

  @Test func otherErrorsPassThrough() throws {
    struct Other: Error {}
    let (channel, recorder) = try channel(with: malformedRequestAnswer())
    channel.pipeline.fireErrorCaught(Other())
    #expect(recorder.errors.first is Other)
    #expect(channel.isActive)
  }
}
