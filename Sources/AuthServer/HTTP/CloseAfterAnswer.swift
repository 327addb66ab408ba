import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// Makes a closing answer the last thing that happens on a connection: once an answer that
/// says `Connection: close` is written, the connection closes, and no request sent after it
/// runs.
///
/// - An answer closes when the request asked for it (a `close` token in `Connection`, in any
///   case; ``HTTP1Rules`` adds one to HTTP/1.0 and upgrade requests), and when the server says
///   so (past a body too large, 413; too slow, 408; unreadable, 400). Such an answer is given
///   `Connection: close` if it lacks it.
/// - A request that arrives while the answer before it is owed waits here, unread by anyone
///   (and the socket is not read meanwhile), until that answer ends: if it closes, the waiting
///   request is dropped. Without this, Hummingbird reads on after an answer and would run a
///   request pipelined behind a 413 (a session nobody receives).
final class CloseAfterAnswer: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPRequestPart
  typealias InboundOut = HTTPRequestPart
  typealias OutboundIn = HTTPResponsePart
  typealias OutboundOut = HTTPResponsePart

  /// What arrived while an answer was owed, in order: request parts and the parser's errors.
  private enum Held {
    case part(HTTPRequestPart)
    case error(any Error)
  }

  private var held: [Held] = []
  /// Requests passed on whose answer has not ended.
  private var answersOwed = 0
  private var requestAsksToClose = false
  private var answerCloses = false
  private var isClosing = false
  /// Whether a read was asked for while requests were held.
  private var isReadWanted = false

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    guard !isClosing else { return }
    let part = unwrapInboundIn(data)
    if !held.isEmpty || (part.isHead && answersOwed > 0) {
      held.append(.part(part))
    } else {
      pass(part, context)
    }
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    if held.isEmpty { context.fireErrorCaught(error) } else { held.append(.error(error)) }
  }

  func read(context: ChannelHandlerContext) {
    if held.isEmpty { context.read() } else { isReadWanted = true }
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    // A closing answer is the last: an error found meanwhile (the parser's, read on behind it)
    // must not send a second answer after it.
    guard !isClosing else {
      promise?.fail(ChannelError.outputClosed)
      return
    }
    switch unwrapOutboundIn(data) {
    case .head(var head):
      answerCloses = requestAsksToClose || Self.asksToClose(head.headerFields)
      if answerCloses { head.headerFields[.connection] = "close" }
      context.write(wrapOutboundOut(.head(head)), promise: promise)
    case .body:
      context.write(data, promise: promise)
    case .end:
      answersOwed = max(0, answersOwed - 1)
      guard answerCloses else {
        context.write(data, promise: promise)
        // On the next turn, not inside this write: a handler may still be writing.
        context.eventLoop.assumeIsolated().execute { self.passHeld(context) }
        return
      }
      isClosing = true
      held.removeAll()
      let channel = context.channel
      let written = promise ?? context.eventLoop.makePromise()
      // Closed once written (a close drops what is still waiting to be written), and lingering:
      // the client may still be sending what nobody will read.
      written.futureResult.whenComplete { _ in LingeringClose.close(channel) }
      context.writeAndFlush(data, promise: written)
    }
  }

  private func pass(_ part: HTTPRequestPart, _ context: ChannelHandlerContext) {
    if case .head(let head) = part {
      answersOwed += 1
      requestAsksToClose = Self.asksToClose(head.headerFields)
    }
    context.fireChannelRead(wrapInboundOut(part))
  }

  /// Passes on what waited, up to the next request that must wait in turn, and ends the
  /// batch as a socket read does (what comes after buffers reads until a read completes).
  private func passHeld(_ context: ChannelHandlerContext) {
    var passed = false
    while !isClosing, let first = held.first {
      if case .part(let part) = first, part.isHead, answersOwed > 0 { break }
      held.removeFirst()
      passed = true
      switch first {
      case .part(let part): pass(part, context)
      case .error(let error): context.fireErrorCaught(error)
      }
    }
    if passed { context.fireChannelReadComplete() }
    if held.isEmpty, isReadWanted {
      isReadWanted = false
      context.read()
    }
  }

  /// Whether `fields` carry a `close` connection option, in any case (RFC 9110 §7.6.1).
  static func asksToClose(_ fields: HTTPFields) -> Bool {
    fields[values: .connection].contains { value in
      value.split(separator: ",").contains { $0.trimmed.lowercased() == "close" }
    }
  }
}

extension Substring {
  /// Without the spaces and tabs around it (optional whitespace, RFC 9110 §5.6.3).
  fileprivate var trimmed: Substring {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = firstIndex(where: { !isSpace($0) }),
      let last = lastIndex(where: { !isSpace($0) })
    else { return "" }
    return self[first...last]
  }
}

extension HTTPRequestPart {
  fileprivate var isHead: Bool {
    if case .head = self { return true }
    return false
  }
}
