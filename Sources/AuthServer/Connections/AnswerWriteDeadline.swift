import HTTPTypes
import Logging
import NIOCore
import NIOHTTPTypes

/// Gives each answer ``limit`` to be written out to the client, from its head (or from the end
/// of the answer before it) to its last byte handed to the socket. Past it, the connection
/// closes.
///
/// A client that sends requests but never reads its answers fills the socket's buffers, and
/// the server waits to write: Hummingbird's idle timeout does not run while an answer is in
/// progress, so without this deadline such a connection would stay open for good.
final class AnswerWriteDeadline: ChannelOutboundHandler, RemovableChannelHandler {
  typealias OutboundIn = HTTPResponsePart
  typealias OutboundOut = HTTPResponsePart

  let limit: Duration
  private let client: ClientAddress
  private let logger: Logger
  /// Answers begun and not yet written out.
  private var pending = 0
  private var deadline: Scheduled<Void>?

  init(limit: Duration, client: ClientAddress, logger: Logger) {
    self.limit = limit
    self.client = client
    self.logger = logger
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    switch unwrapOutboundIn(data) {
    case .head:
      pending += 1
      if deadline == nil { startDeadline(context) }
      context.write(data, promise: promise)
    case .body:
      context.write(data, promise: promise)
    case .end:
      let written = promise ?? context.eventLoop.makePromise()
      written.futureResult.assumeIsolated().whenSuccess { self.answerWritten(context) }
      context.write(data, promise: written)
    }
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    deadline?.cancel()
    deadline = nil
  }

  private func answerWritten(_ context: ChannelHandlerContext) {
    pending = max(0, pending - 1)
    deadline?.cancel()
    deadline = nil
    if pending > 0 { startDeadline(context) }
  }

  private func startDeadline(_ context: ChannelHandlerContext) {
    deadline = context.eventLoop.assumeIsolated().scheduleTask(in: TimeAmount(limit)) {
      self.deadline = nil
      self.logger.notice(
        "connection closed: an answer was not read in time",
        metadata: ["client": "\(self.client)", "limit": "\(self.limit)"])
      context.close(promise: nil)
    }
  }
}
