import NIOCore
import NIOHTTPTypes

/// Gives each request ``limit`` from its head to the end of its body. Past it, the request
/// fails with ``RequestBodyTimeout``, which the error middleware answers 408 with
/// `Connection: close` (``CloseAfterAnswer`` then closes the connection).
///
/// Hummingbird's idle timeout restarts with every body part, so a client that sends one byte
/// at a time would hold a connection for as long as it likes; this deadline does not move.
final class RequestBodyDeadline: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPRequestPart
  typealias InboundOut = HTTPRequestPart

  let limit: Duration
  private var deadline: Scheduled<Void>?

  init(limit: Duration) {
    self.limit = limit
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    switch unwrapInboundIn(data) {
    case .head:
      deadline?.cancel()
      deadline = context.eventLoop.assumeIsolated().scheduleTask(in: TimeAmount(limit)) {
        self.deadline = nil
        context.fireErrorCaught(RequestBodyTimeout())
      }
    case .body:
      break
    case .end:
      cancelDeadline()
    }
    context.fireChannelRead(data)
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
