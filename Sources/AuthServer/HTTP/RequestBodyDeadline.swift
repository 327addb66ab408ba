import NIOCore
import NIOHTTPTypes

/// Gives each request's body ``limit`` of waiting for the client: the clock runs only while the
/// server has asked for bytes (a `read`) and none of the body has come since. Once the limit is
/// spent, the request fails with ``RequestBodyTimeout``, which the error middleware answers 408
/// with `Connection: close` (``CloseAfterAnswer`` then closes the connection).
///
/// Hummingbird's idle timeout restarts with every body part, so a client that sends one byte
/// at a time would hold a connection for as long as it likes; this budget does not refill. It
/// does not count the server's own time either: a busy server that reads a body late (every
/// core comparing passwords, say) does not answer 408 to a client that sent it at once.
final class RequestBodyDeadline: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPRequestPart
  typealias InboundOut = HTTPRequestPart
  typealias OutboundIn = HTTPResponsePart
  typealias OutboundOut = HTTPResponsePart

  let limit: Duration
  /// What is left of ``limit`` for the body being read; nil between bodies.
  private var remaining: TimeAmount?
  /// Since when the server waits for the client's bytes, and the timer that ends the wait.
  private var wait: (since: NIODeadline, timer: Scheduled<Void>)?

  init(limit: Duration) {
    self.limit = limit
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    switch unwrapInboundIn(data) {
    case .head:
      stopWaiting(context)
      remaining = TimeAmount(limit)
    case .body:
      stopWaiting(context)
    case .end:
      stopWaiting(context)
      remaining = nil
    }
    context.fireChannelRead(data)
  }

  /// The server asks for bytes: from here, until some come, the client is the one late.
  func read(context: ChannelHandlerContext) {
    if let remaining, wait == nil {
      let timer = context.eventLoop.assumeIsolated().scheduleTask(in: remaining) {
        self.wait = nil
        self.remaining = nil
        context.fireErrorCaught(RequestBodyTimeout())
      }
      wait = (context.eventLoop.now, timer)
    }
    context.read()
  }

  func channelInactive(context: ChannelHandlerContext) {
    cancel()
    context.fireChannelInactive()
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    cancel()
  }

  /// Bytes came: the time waited is taken from what is left.
  private func stopWaiting(_ context: ChannelHandlerContext) {
    guard let wait else { return }
    wait.timer.cancel()
    self.wait = nil
    remaining = remaining.map { $0 - (context.eventLoop.now - wait.since) }
  }

  private func cancel() {
    wait?.timer.cancel()
    wait = nil
    remaining = nil
  }
}

/// A request body did not arrive within its deadline.
struct RequestBodyTimeout: Error {}
