import NIOCore
import NIOHTTPTypes

/// Gives each request ``limit`` from its head to the end of its body. Past it, the request
/// fails with ``RequestBodyTimeout`` (answered 408) and the connection closes once that answer
/// is written.
///
/// Hummingbird's idle timeout restarts with every body part, so a client that sends one byte
/// at a time would hold a connection for as long as it likes; this deadline does not move.
final class RequestBodyDeadline: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPRequestPart
  typealias InboundOut = HTTPRequestPart
  typealias OutboundIn = HTTPResponsePart
  typealias OutboundOut = HTTPResponsePart

  let limit: Duration
  private var deadline: Scheduled<Void>?
  private var closesAfterAnswer = false

  init(limit: Duration) {
    self.limit = limit
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    switch unwrapInboundIn(data) {
    case .head:
      deadline?.cancel()
      deadline = context.eventLoop.assumeIsolated().scheduleTask(in: TimeAmount(limit)) {
        self.deadline = nil
        self.closesAfterAnswer = true
        context.fireErrorCaught(RequestBodyTimeout())
      }
    case .body:
      break
    case .end:
      cancelDeadline()
    }
    context.fireChannelRead(data)
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    guard closesAfterAnswer, case .end = unwrapOutboundIn(data) else {
      return context.write(data, promise: promise)
    }
    context.writeAndFlush(data, promise: promise)
    context.close(promise: nil)
  }

  func channelInactive(context: ChannelHandlerContext) {
    cancelDeadline()
    context.fireChannelInactive()
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    cancelDeadline()
  }

  private func cancelDeadline() {
    deadline?.cancel()
    deadline = nil
  }
}

/// A request body did not arrive within its deadline.
struct RequestBodyTimeout: Error {}
