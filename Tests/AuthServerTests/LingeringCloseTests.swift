import NIOCore
import NIOEmbedded
import Testing

@testable import AuthServer

/// ``LingeringClose`` on NIO's embedded channel, whose clock the test moves by hand. The
/// embedded channel cannot half-close (it closes whole), so a handler in front of the one
/// tested records the half-close instead.
@Suite struct LingeringCloseTests {
  /// Records a close of the output side and stops it there; passes any other close on.
  final class HalfCloseRecorder: ChannelOutboundHandler {
    typealias OutboundIn = ByteBuffer
    var closedOutput = false

    func close(context: ChannelHandlerContext, mode: CloseMode, promise: EventLoopPromise<Void>?) {
      guard mode == .output else { return context.close(mode: mode, promise: promise) }
      closedOutput = true
      promise?.succeed(())
    }
  }

  private func lingering(byteLimit: Int = 100) throws -> (EmbeddedChannel, HalfCloseRecorder) {
    let recorder = HalfCloseRecorder()
    let handler = LingeringClose(timeLimit: .seconds(2), byteLimit: byteLimit)
    let (channel, _) = try EmbeddedPipeline.channel(with: [recorder, handler])
    return (channel, recorder)
  }

  @Test func untilItIsAskedForBytesPassThrough() throws {
    let (channel, recorder) = try lingering()
    try channel.writeInbound(ByteBuffer(string: "GET / HTTP/1.1\r\n"))
    #expect(
      try channel.readInbound(as: ByteBuffer.self) == ByteBuffer(string: "GET / HTTP/1.1\r\n"))
    #expect(!recorder.closedOutput)
  }

  @Test func itStopsSendingDropsWhatComesAndClosesWhenTheClientDoes() throws {
    let (channel, recorder) = try lingering()
    LingeringClose.close(channel)
    #expect(recorder.closedOutput, "the client reads the answer, then the end of the stream")
    #expect(channel.isActive)
    try channel.writeInbound(ByteBuffer(string: "X-Rest-Of-A-Huge-Header: aaaa"))
    #expect(try channel.readInbound(as: ByteBuffer.self) == nil, "nothing reaches the parser")
    #expect(channel.isActive)
    channel.pipeline.fireUserInboundEventTriggered(ChannelEvent.inputClosed)
    #expect(!channel.isActive)
  }

  @Test func itClosesPastItsByteLimit() throws {
    let (channel, _) = try lingering(byteLimit: 100)
    LingeringClose.close(channel)
    try channel.writeInbound(ByteBuffer(repeating: 0x61, count: 100))
    #expect(channel.isActive, "100 bytes are drained")
    try channel.writeInbound(ByteBuffer(repeating: 0x61, count: 1))
    #expect(!channel.isActive)
  }

  @Test func itClosesAfterItsTimeLimit() throws {
    let (channel, _) = try lingering()
    LingeringClose.close(channel)
    channel.embeddedEventLoop.advanceTime(by: .milliseconds(1_999))
    #expect(channel.isActive)
    channel.embeddedEventLoop.advanceTime(by: .milliseconds(1))
    #expect(!channel.isActive)
  }

  @Test func aPipelineWithoutItClosesAtOnce() throws {
    let (channel, _) = try EmbeddedPipeline.channel(with: [])
    LingeringClose.close(channel)
    #expect(!channel.isActive)
  }
}
