import HTTPTypes
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypes

/// Answers a request that no route may see, and closes the connection: one the HTTP parser
/// cannot read (a broken request line or header, an unknown Transfer-Encoding, a bad chunk
/// size, a body cut short, or a request smuggling attempt such as two Content-Lengths), one
/// whose Host breaks RFC 9112's rule (``HostField``), one ``HTTP1Rules`` refuses
/// (``RefusedRequest``), one past ``AuthServer/maximumRequestBytes`` on the wire
/// (``RequestTooLong``), one whose request line ends in a bare line feed (``BareLineFeed``), and
/// one whose request line and header fields pass the limits
/// (``AuthServer/maximumHeaderBytes``, ``AuthServer/maximumHeaderFields``: 431), or of an HTTP
/// version other than 1.1 and 1.0 (505). Nothing after
/// it can be framed reliably; the connection ends with a ``LingeringClose``, so that the
/// client reads its answer while the rest of what it sent is drained. Each is logged with the
/// client's address.
///
/// Hummingbird would answer a broken head with an empty 400 and let an error in a body reach
/// the route as a failure. This channel handler, placed after the HTTP codec, sees the error
/// first:
/// - between requests, it answers at once;
/// - while a body is read, it hands the route a ``MalformedRequest`` error, which the error
///   middleware answers the same way (with `Connection: close`, see ``CloseAfterAnswer``);
/// - once a request was read and its answer is on its way, it answers after that one.
final class MalformedRequestAnswer: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPRequestPart
  typealias InboundOut = HTTPRequestPart
  typealias OutboundIn = HTTPResponsePart
  typealias OutboundOut = HTTPResponsePart

  private let client: ClientAddress
  private let logger: Logger
  /// What tells a later request line's bare line feed from a bad version: the parser reports
  /// both as a version error.
  private let lineEnding: RequestLineEnding?
  /// Requests whose head was read and whose answer has not ended yet.
  private var requestsInFlight = 0
  private var isReadingBody = false
  /// The answer to give once the answers in flight are written.
  private var answerAfterInFlight: APIError?
  /// Whether a request was refused: nothing more is read from the connection.
  private var isRefused = false

  init(client: ClientAddress, logger: Logger, lineEnding: RequestLineEnding? = nil) {
    self.client = client
    self.logger = logger
    self.lineEnding = lineEnding
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard !isRefused else { return }
    switch unwrapInboundIn(data) {
    case .head(let head) where !HostField.isValid(in: head):
      // Never seen by a route: answered as unreadable once the answers before it are out.
      refuse(.malformedHTTP, because: "no single valid Host", context)
      return
    case .head:
      requestsInFlight += 1
      isReadingBody = true
    case .body:
      break
    case .end:
      isReadingBody = false
    }
    context.fireChannelRead(data)
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    guard case .end = unwrapOutboundIn(data) else { return context.write(data, promise: promise) }
    requestsInFlight = max(0, requestsInFlight - 1)
    context.write(data, promise: promise)
    if requestsInFlight == 0, let answer = answerAfterInFlight { self.answer(answer, context) }
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    switch error {
    case HTTPParserError.headerOverflow where !isReadingBody:
      refuse(.headerFieldsTooLarge, because: "header fields over the limits", context)
    case HTTPParserError.invalidVersion
    where !isReadingBody && lineEnding?.endsAVersionWithABareLineFeed == true:
      refuse(.malformedHTTP, because: "\(BareLineFeed())", context)
    case HTTPParserError.invalidVersion where !isReadingBody:
      refuse(.httpVersionNotSupported, because: "an HTTP version but 1.1 and 1.0", context)
    case is HTTPParserError where isReadingBody, is RequestTooLong where isReadingBody:
      logger.notice(
        "malformed request body refused",
        metadata: ["client": "\(client)", "error": "\(error)"])
      context.fireErrorCaught(MalformedRequest(underlying: error))
    case is HTTPParserError, is RequestTooLong, is BareLineFeed:
      refuse(.malformedHTTP, because: "\(error)", context)
    case let refused as RefusedRequest:
      refuse(refused.answer, because: "\(refused)", context)
    default:
      context.fireErrorCaught(error)
    }
  }

  private func refuse(_ answer: APIError, because reason: String, _ context: ChannelHandlerContext)
  {
    guard !isRefused else { return }
    isRefused = true
    logger.notice(
      "request refused before routing", metadata: ["client": "\(client)", "reason": "\(reason)"])
    if requestsInFlight > 0 { answerAfterInFlight = answer } else { self.answer(answer, context) }
  }

  private func answer(_ answer: APIError, _ context: ChannelHandlerContext) {
    answerAfterInFlight = nil
    let channel = context.channel
    JSONResponse.write(answer, in: context).assumeIsolated().whenComplete { _ in
      LingeringClose.close(channel)
    }
  }
}

/// A request body the HTTP parser could not read, or one past
/// ``AuthServer/maximumRequestBytes``: answered 400 like a broken head.
struct MalformedRequest: Error {
  let underlying: any Error
}
