import NIOCore
import NIOHTTP1

/// Refuses an answer whose status is under 100 (`000`, `099`), which no HTTP server sends, as
/// a parse error, and drops the rest of that connection's input.
///
/// AsyncHTTPClient (1.37) takes every status under 200 but 101 for an informational answer and
/// skips its head, then traps on the answer's end: a hostile server crashed the whole app with
/// one status line. The guard sits between the connection's HTTP decoder and AsyncHTTPClient's
/// handler, installed by ``install(on:)`` as each HTTP/1.1 connection is made.
final class StatusLineGuard: ChannelInboundHandler {
  typealias InboundIn = HTTPClientResponsePart
  typealias InboundOut = HTTPClientResponsePart

  /// Whether an answer was refused: nothing more of the connection goes on.
  private var hasRefused = false

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard !hasRefused else { return }
    if case .head(let head) = unwrapInboundIn(data), head.status.code < 100 {
      hasRefused = true
      context.fireErrorCaught(HTTPParserError.invalidStatus)
      context.close(promise: nil)
      return
    }
    context.fireChannelRead(data)
  }

  /// Puts a guard right after the HTTP decoder of `channel`, an HTTP/1.1 connection of
  /// AsyncHTTPClient (its `http1_1ConnectionDebugInitializer`).
  static func install(on channel: any Channel) -> EventLoopFuture<Void> {
    channel.eventLoop.submit {
      let pipeline = channel.pipeline.syncOperations
      let decoder = try pipeline.handler(type: ByteToMessageHandler<HTTPResponseDecoder>.self)
      try pipeline.addHandler(StatusLineGuard(), position: .after(decoder))
    }
  }
}
