import NIOCore

/// Closes a connection after its last answer the way nginx's lingering close does: the server
/// stops sending (the client reads the answer, then the end of the stream), then reads and
/// drops whatever the client still sends, and closes once the client closes its side, past
/// ``byteLimit`` bytes, or after ``timeLimit`` (``AuthServerLimits/lingerTimeout``), whichever
/// comes first.
///
/// Closing at once while the client's bytes lie unread makes the kernel answer them with a
/// reset, and a reset throws away the answer the client has not read yet: a client that sent a
/// header block too large saw "connection reset" rather than 431. Placed first in the
/// pipeline, before the HTTP codec, so that nothing it drops is parsed; the handlers that end a
/// connection after an answer ask for it with ``close(_:)``.
final class LingeringClose: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer
  typealias OutboundIn = ByteBuffer
  typealias OutboundOut = ByteBuffer

  /// The outbound event that starts a lingering close.
  struct Start: Hashable, Sendable {}

  /// How many bytes a closing connection is drained of at most: 1 MiB.
  static let defaultByteLimit = 1024 * 1024

  let timeLimit: TimeAmount
  let byteLimit: Int
  private var isLingering = false
  private var drained = 0
  private var timer: Scheduled<Void>?

  init(timeLimit: TimeAmount, byteLimit: Int = defaultByteLimit) {
    self.timeLimit = timeLimit
    self.byteLimit = byteLimit
  }

  /// Asks `channel`'s lingering close to end it, or closes it at once when its pipeline has
  /// none (the event then fails at the head of the pipeline).
  static func close(_ channel: any Channel) {
    let promise = channel.eventLoop.makePromise(of: Void.self)
    promise.futureResult.whenFailure { _ in channel.close(promise: nil) }
    channel.triggerUserOutboundEvent(Start(), promise: promise)
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard isLingering else { return context.fireChannelRead(data) }
    drained += unwrapInboundIn(data).readableBytes
    if drained > byteLimit { context.close(promise: nil) }
  }

  func channelReadComplete(context: ChannelHandlerContext) {
    guard isLingering else { return context.fireChannelReadComplete() }
    // The handlers behind may no longer ask for reads: the draining does.
    context.read()
  }

  func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
    if isLingering, case ChannelEvent.inputClosed = event { return context.close(promise: nil) }
    context.fireUserInboundEventTriggered(event)
  }

  func triggerUserOutboundEvent(
    context: ChannelHandlerContext, event: Any, promise: EventLoopPromise<Void>?
  ) {
    guard event is Start else {
      return context.triggerUserOutboundEvent(event, promise: promise)
    }
    linger(context)
    promise?.succeed(())
  }

  func channelInactive(context: ChannelHandlerContext) {
    cancelTimer()
    context.fireChannelInactive()
  }

  func handlerRemoved(context: ChannelHandlerContext) {
    cancelTimer()
  }

  private func linger(_ context: ChannelHandlerContext) {
    guard !isLingering else { return }
    isLingering = true
    timer = context.eventLoop.assumeIsolated().scheduleTask(in: timeLimit) {
      context.close(promise: nil)
    }
    let halfClosed = context.eventLoop.makePromise(of: Void.self)
    halfClosed.futureResult.assumeIsolated().whenFailure { error in
      // Stopped sending already (Hummingbird may have), the draining goes on; a channel that
      // cannot stop sending alone is closed whole.
      if let error = error as? ChannelError, error == .outputClosed { return }
      context.close(promise: nil)
    }
    context.close(mode: .output, promise: halfClosed)
    context.read()
  }

  private func cancelTimer() {
    timer?.cancel()
    timer = nil
  }
}
