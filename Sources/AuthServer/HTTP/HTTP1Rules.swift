import NIOCore
import NIOHTTP1

/// The HTTP/1.x rules that only the request's version and method tell, checked before the
/// request is turned into a version-less `HTTPRequest`:
/// - an HTTP/1.0 request is the last of its connection: it is given `Connection: close`, so
///   the connection closes after its answer (this server keeps no HTTP/1.0 connection alive);
/// - an HTTP/1.0 request with `Transfer-Encoding` is refused as faulty framing, whatever its
///   `Content-Length` (RFC 9112 §6.1): its body cannot be found, so nothing after it is read;
/// - so is a request whose `Transfer-Encoding` is anything but `chunked` alone: the parser
///   takes `gzip, chunked` as chunked and drops the gzip, so the body would be read as other
///   than it was sent (an unknown coding is answered 501 or 400 by RFC 9112 §6.1; this server
///   knows none but chunked, and answers 400, as for a coding the parser refuses);
/// - CONNECT is refused (501): this server is no proxy, and the HTTP parser reads nothing
///   after a CONNECT or an upgrade request, so such a connection would only hang;
/// - a client that waits for `100 Continue` before its body (`Expect: 100-continue`) gets it at
///   once, unless the body it announces is over the limit (then its 413 comes without it);
/// - a request asking to upgrade the connection is answered as usual (the upgrade is ignored)
///   and the connection closes after it, for the same reason.
final class HTTP1Rules: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPServerRequestPart
  typealias InboundOut = HTTPServerRequestPart

  /// Whether a request was refused: nothing more is read from the connection.
  private var isRefused = false

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard !isRefused else { return }
    guard case .head(var head) = unwrapInboundIn(data) else {
      return context.fireChannelRead(data)
    }
    let isHTTP10 = head.version < .http1_1
    let codings = head.headers[canonicalForm: "transfer-encoding"]
    if !codings.isEmpty, isHTTP10 || codings.map({ $0.lowercased() }) != ["chunked"] {
      isRefused = true
      return context.fireErrorCaught(RefusedRequest.faultyFraming)
    }
    if head.method == .CONNECT {
      isRefused = true
      return context.fireErrorCaught(RefusedRequest.connect)
    }
    if isHTTP10 || Self.asksToUpgrade(head.headers) {
      head.headers.replaceOrAdd(name: "connection", value: "close")
    }
    if !isHTTP10, Self.waitsToSendItsBody(head.headers) {
      let goOn = HTTPServerResponsePart.head(HTTPResponseHead(version: .http1_1, status: .continue))
      context.writeAndFlush(NIOAny(goOn), promise: nil)
    }
    context.fireChannelRead(wrapInboundOut(.head(head)))
  }

  /// Whether the client waits for `100 Continue` before it sends a body the routes will read
  /// (RFC 9110 §10.1.1): one announced over the body limit is not asked for, and gets its 413
  /// at once instead, without its bytes.
  private static func waitsToSendItsBody(_ headers: HTTPHeaders) -> Bool {
    guard headers[canonicalForm: "expect"].contains(where: { $0.lowercased() == "100-continue" })
    else { return false }
    guard let length = headers.first(name: "content-length").flatMap({ Int($0) }) else {
      return headers.contains(name: "transfer-encoding")
    }
    return length > 0 && length <= JSONResponse.bodyLimit
  }

  /// Whether the request asks to switch protocols (`Connection: upgrade` and an `Upgrade`
  /// field), which the parser reads as the end of HTTP on this connection.
  private static func asksToUpgrade(_ headers: HTTPHeaders) -> Bool {
    headers.contains(name: "upgrade")
      && headers[canonicalForm: "connection"].contains { $0.lowercased() == "upgrade" }
  }
}

extension HTTPVersion {
  fileprivate static func < (lhs: HTTPVersion, rhs: HTTPVersion) -> Bool {
    (lhs.major, lhs.minor) < (rhs.major, rhs.minor)
  }
}

/// A request refused before any route sees it, for what its framing or method is; the
/// connection closes after the answer.
enum RefusedRequest: Error, Hashable, Sendable {
  /// An HTTP/1.0 request with `Transfer-Encoding` (RFC 9112 §6.1), or one whose
  /// `Transfer-Encoding` is not `chunked` alone.
  case faultyFraming
  /// A CONNECT request: this server tunnels nothing.
  case connect

  /// The answer it gets.
  var answer: APIError {
    switch self {
    case .faultyFraming: .malformedHTTP
    case .connect: .connectNotSupported
    }
  }
}
