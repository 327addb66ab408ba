import NIOCore

/// Refuses a connection whose first request line ends in a bare line feed, before the HTTP
/// parser reads it: the parser (llhttp) reports that line as a bad HTTP version, which would be
/// answered 505 to a client that may well speak HTTP/1.1. RFC 9112 §2.2 lets a server refuse a
/// bare LF; this one answers it 400, as any line it cannot read (``BareLineFeed``).
///
/// Only the connection's first line is refused here: later requests may come in the middle of a
/// read, where a line feed in a body would be taken for the end of a request line. For those,
/// it notes whether the bytes it last passed on hold an HTTP/1.x version ended by a bare line
/// feed (``endsAVersionWithABareLineFeed``), so that the parser's version error they cause is
/// answered 400 too (``MalformedRequestAnswer``): no JSON body holds those bytes.
final class RequestLineEnding: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = ByteBuffer
  typealias InboundOut = ByteBuffer

  private var isInFirstLine = true
  /// The last byte of the first line read so far.
  private var previous: UInt8?
  private var isRefused = false
  /// The last bytes read, so that a version and its line feed split over two reads are seen.
  private var tail: [UInt8] = []
  /// Whether the bytes last passed on (with the tail of those before) hold `HTTP/1.0` or
  /// `HTTP/1.1` followed by a line feed without a carriage return.
  private(set) var endsAVersionWithABareLineFeed = false

  private static let version = Array("HTTP/1.".utf8)

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
    // The read is scanned where it lies; only its first bytes are joined to the tail before.
    let seam = tail + bytes.prefix(Self.version.count + 1)
    endsAVersionWithABareLineFeed =
      Self.holdsAVersionWithABareLineFeed(seam) || Self.holdsAVersionWithABareLineFeed(bytes)
    tail = Array((tail + bytes.suffix(Self.version.count + 1)).suffix(Self.version.count + 1))
    context.fireChannelRead(data)
  }

  /// Whether `bytes` hold `HTTP/1.` and a digit, then a line feed.
  private static func holdsAVersionWithABareLineFeed<Bytes: RandomAccessCollection>(
    _ bytes: Bytes
  ) -> Bool where Bytes.Element == UInt8, Bytes.Index == Int {
    let length = version.count + 1
    var index = bytes.startIndex
    while let end = bytes[index...].firstIndex(of: UInt8(ascii: "\n")) {
      if end - bytes.startIndex >= length, bytes[(end - length)..<(end - 1)].elementsEqual(version),
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end - 1])
      {
        return true
      }
      index = end + 1
    }
    return false
  }
}

/// A request line that ends in a line feed without a carriage return.
struct BareLineFeed: Error, Hashable {}
