import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// Closes the connection once an answer that says `Connection: close` is written.
///
/// Hummingbird keeps a connection open unless the request asked to close it, and reads on
/// after an answer: past a body too large (413), too slow (408) or unreadable (400) it would
/// go on reading, or draining, what the client sends. Those answers say `Connection: close`,
/// and this channel handler makes it so.
final class CloseAfterAnswer: ChannelOutboundHandler, RemovableChannelHandler {
  typealias OutboundIn = HTTPResponsePart
  typealias OutboundOut = HTTPResponsePart

  private var closesAfterEnd = false

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    switch unwrapOutboundIn(data) {
    case .head(let head):
      closesAfterEnd = head.headerFields[.connection]?.lowercased() == "close"
      context.write(data, promise: promise)
    case .body:
      context.write(data, promise: promise)
    case .end:
      guard closesAfterEnd else { return context.write(data, promise: promise) }
      // The end is flushed first: a close drops what is still unflushed.
      context.writeAndFlush(data, promise: promise)
      context.close(promise: nil)
    }
  }
}
