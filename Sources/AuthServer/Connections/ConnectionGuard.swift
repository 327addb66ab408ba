import HTTPTypes
import Logging
import NIOCore
import NIOHTTPTypes

/// Holds each connection to the ``ConnectionTable``: it asks for a place when the connection
/// opens, says when a request is in progress and when its answer is written (the table closes
/// the connection idle longest when it is full), and gives the place back when it closes.
///
/// A connection refused a place is answered at once (429 when its client holds its cap, 503
/// when every connection is busy), with `Connection: close`, and parses nothing: the answer
/// goes out, then a ``LingeringClose`` drains what the client sent (closing at once, with the
/// client's request unread, would reset the connection, and the client might lose the
/// answer).
final class ConnectionGuard: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPRequestPart
  typealias InboundOut = HTTPRequestPart
  typealias OutboundIn = HTTPResponsePart
  typealias OutboundOut = HTTPResponsePart

  private let table: ConnectionTable
  private let client: ClientAddress
  private let logger: Logger
  private var id: ConnectionTable.ID?
  private var isRefused = false

  init(table: ConnectionTable, client: ClientAddress, logger: Logger) {
    self.table = table
    self.client = client
    self.logger = logger
  }

  func handlerAdded(context: ChannelHandlerContext) {
    if context.channel.isActive { admit(context) }
  }

  func channelActive(context: ChannelHandlerContext) {
    admit(context)
    context.fireChannelActive()
  }

  func channelInactive(context: ChannelHandlerContext) {
    if let id { table.remove(id) }
    id = nil
    context.fireChannelInactive()
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard !isRefused else { return }
    if case .head = unwrapInboundIn(data), let id { table.markBusy(id) }
    context.fireChannelRead(data)
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    // A refused connection has had its answer: what it sends after is nobody's business.
    guard !isRefused else { return }
    context.fireErrorCaught(error)
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    if case .end = unwrapOutboundIn(data), let id { table.markIdle(id) }
    context.write(data, promise: promise)
  }

  private func admit(_ context: ChannelHandlerContext) {
    guard id == nil, !isRefused else { return }
    switch table.admit(context.channel, from: client) {
    case .admitted(let admitted):
      id = admitted
    case .refused(let refusal):
      isRefused = true
      refuse(context, refusal)
    }
  }

  private func refuse(_ context: ChannelHandlerContext, _ refusal: ConnectionTable.Refusal) {
    let answer: APIError
    switch refusal {
    case .clientAtCap:
      logger.notice(
        "connection refused: its client holds its cap",
        metadata: ["client": "\(client)", "cap": "\(table.maximumPerClient)"])
      answer = .tooManyConnections
    case .serverFull:
      logger.warning(
        "connection refused: every connection is busy with a request",
        metadata: ["client": "\(client)", "connections": "\(table.maximum)"])
      answer = .noFreeConnection
    }
    let channel = context.channel
    JSONResponse.write(answer, in: context).assumeIsolated().whenComplete { _ in
      LingeringClose.close(channel)
    }
  }
}
