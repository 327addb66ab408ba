import NIOCore
import NIOHTTP1

/// Bounds the bytes one request takes on the wire, counted before the HTTP parser reads them:
/// past ``limit`` (``AuthServer/maximumRequestBytes``), what the client sends is dropped unread
/// and the request fails with ``RequestTooLong``, answered 400 like a bad chunk.
///
/// The parser bounds a request's head (431) and the routes its body (413), but not what lies
/// between a body's bytes: a chunk extension (`1;x=…`) is read and thrown away however long it
/// is, so a client could make the server read gigabytes for as long as its body deadline lasts.
/// Go's server bounds the same bytes (CVE-2023-39326). The count starts anew when a request
/// ends, which ``RequestEndMarker``, after the parser, says.
final class RequestByteLimit: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer
  typealias OutboundIn = ByteBuffer
  typealias OutboundOut = ByteBuffer

  /// The outbound event that says a request ended: the next one is counted from zero.
  struct RequestEnded: Hashable, Sendable {}

  /// The most bytes a request may take, head, body and chunk framing together.
  let limit: Int
  private var counted = 0
  private var isPastLimit = false

  init(limit: Int) {
    self.limit = limit
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard !isPastLimit else { return }
    counted += unwrapInboundIn(data).readableBytes
    guard counted > limit else { return context.fireChannelRead(data) }
    // Nothing more reaches the parser: the request's answer goes out, then the connection ends.
    isPastLimit = true
    context.fireErrorCaught(RequestTooLong())
  }

  func triggerUserOutboundEvent(
    context: ChannelHandlerContext, event: Any, promise: EventLoopPromise<Void>?
  ) {
    guard event is RequestEnded else {
      return context.triggerUserOutboundEvent(event, promise: promise)
    }
    counted = 0
    promise?.succeed(())
  }
}

/// Placed after the HTTP parser: tells the ``RequestByteLimit`` before it when a request ends.
final class RequestEndMarker: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias InboundOut = HTTPServerRequestPart

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    if case .end = unwrapInboundIn(data) {
      context.triggerUserOutboundEvent(RequestByteLimit.RequestEnded(), promise: nil)
    }
    context.fireChannelRead(data)
  }
}

/// A request took more than ``AuthServer/maximumRequestBytes`` on the wire.
struct RequestTooLong: Error, Hashable {}
