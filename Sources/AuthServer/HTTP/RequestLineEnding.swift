import NIOCore

/// Refuses a connection whose first request line ends in a bare line feed, before the HTTP
/// parser reads it: the parser (llhttp) reports that line as a bad HTTP version, which would be
/// answered 505 to a client that may well speak HTTP/1.1. RFC 9112 §2.2 lets a server refuse a
/// bare LF; this one answers it 400, as any line it cannot read (``BareLineFeed``).
///
/// Only the connection's first line is watched: later requests may come in the middle of a
/// read, where a line feed in a body would be taken for the end of a request line, and a
/// client that ends lines so does it from its first request.
final class RequestLineEnding: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer

  private var isInFirstLine = true
  /// The last byte of the first line read so far.
  private var previous: UInt8?
  private var isRefused = false

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard !isRefused else { return }
    let bytes = unwrapInboundIn(data).readableBytesView
    if isInFirstLine {
      if let end = bytes.firstIndex(of: UInt8(ascii: "\n")) {
        isInFirstLine = false
        let before = end > bytes.startIndex ? bytes[end - 1] : previous
        guard before == UInt8(ascii: "\r") else {
          isRefused = true
          return context.fireErrorCaught(BareLineFeed())
        }
      } else {
        previous = bytes.last ?? previous
      }
    }
    context.fireChannelRead(data)
  }
}

/// A request line that ends in a line feed without a carriage return.
struct BareLineFeed: Error, Hashable {}
