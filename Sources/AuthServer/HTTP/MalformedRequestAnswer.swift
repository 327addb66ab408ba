import HTTPTypes
import NIOCore
import NIOHTTP1
import NIOHTTPTypes

/// Answers a request the HTTP parser cannot read (a broken request line or header, an unknown
/// Transfer-Encoding, a bad chunk size, a body cut short), or whose Host breaks RFC 9112's
/// rule (``HostField``), with the API's JSON error body, 400, and closes the connection:
/// nothing after the error can be framed reliably.
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

  /// Requests whose head was read and whose answer has not ended yet.
  private var requestsInFlight = 0
  private var isReadingBody = false
  /// Whether to answer once the answers in flight are written.
  private var answersAfterInFlight = false
  /// Whether a request was refused: nothing more is read from the connection.
  private var isRefused = false

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard !isRefused else { return }
    switch unwrapInboundIn(data) {
    case .head(let head) where !HostField.isValid(in: head):
      // Never seen by a route: answered as unreadable once the answers before it are out.
      isRefused = true
      if requestsInFlight > 0 { answersAfterInFlight = true } else { answer(context) }
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
    guard requestsInFlight == 0, answersAfterInFlight else {
      return context.write(data, promise: promise)
    }
    context.write(data, promise: promise)
    answer(context)
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    guard let error = error as? HTTPParserError else { return context.fireErrorCaught(error) }
    if isReadingBody {
      context.fireErrorCaught(MalformedRequest(underlying: error))
    } else if requestsInFlight > 0 {
      answersAfterInFlight = true
    } else {
      answer(context)
    }
  }

  private func answer(_ context: ChannelHandlerContext) {
    answersAfterInFlight = false
    let error = APIError.malformedHTTP
    var fields = JSONResponse.headerFields
    fields.append(contentsOf: error.headerFields)
    let body = JSONResponse.bytes(of: error.body)
    fields[.contentLength] = String(body.readableBytes)
    let head = HTTPResponse(status: error.status, headerFields: fields)
    context.write(wrapOutboundOut(.head(head)), promise: nil)
    context.write(wrapOutboundOut(.body(body)), promise: nil)
    context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
    context.close(promise: nil)
  }
}

/// A request body the HTTP parser could not read: answered 400 like a broken head.
struct MalformedRequest: Error {
  let underlying: HTTPParserError
}
