import HTTPTypes
import Logging
import NIOCore
import NIOHTTPTypes

/// Holds each connection to the ``ConnectionTable``: it asks for a place when the connection
/// opens, says when the server works on a request and when it waits for the client (its answer
/// was written, or the server asks for the request's body and none came; the table closes the
/// connection waiting longest when it is full), and gives the place back when it closes.
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
  /// Whether a request's head came and its end has not.
  private var isReadingBody = false
  /// Whether the server asked for the body's bytes and none came since.
  private var isWaitingForBody = false

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
    switch unwrapInboundIn(data) {
    case .head:
      isReadingBody = true
      isWaitingForBody = false
      if let id { table.markBusy(id) }
    case .body:
      bodyBytesCame()
    case .end:
      isReadingBody = false
      bodyBytesCame()
    }
    context.fireChannelRead(data)
  }

  /// The server asks for bytes: in a body, from here until some come, the connection waits for
  /// its client, and may be closed to make room like one between requests.
  func read(context: ChannelHandlerContext) {
    if isReadingBody, !isWaitingForBody, let id {
      isWaitingForBody = true
      table.markWaiting(id)
    }
    context.read()
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    // A refused connection has had its answer: what it sends after is nobody's business.
    guard !isRefused else { return }
    context.fireErrorCaught(error)
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    if case .end = unwrapOutboundIn(data), let id { table.markWaiting(id) }
    context.write(data, promise: promise)
  }

  /// Some of the body came: the server works on the request again.
  private func bodyBytesCame() {
    if isWaitingForBody, let id { table.markBusy(id) }
    isWaitingForBody = false
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
