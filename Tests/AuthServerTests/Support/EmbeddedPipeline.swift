import Logging
import NIOCore
import NIOEmbedded
import NIOHTTPTypes

@testable import AuthServer

/// Channel handlers of the server on NIO's embedded channel, whose clock the test moves by
/// hand, connected from 127.0.0.1, with a recorder of the errors that pass them at the end.
enum EmbeddedPipeline {
  /// Records the errors that pass it, and stops them there.
  final class ErrorRecorder: ChannelInboundHandler {
    typealias InboundIn = HTTPRequestPart
    var errors: [any Error] = []

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
      errors.append(error)
    }
  }

  /// A logger that drops everything.
  static let logger = Logger(label: "test.pipeline") { _ in SwiftLogNoOpLogHandler() }

  static let client = ClientAddress("127.0.0.1")

  static func channel(with handlers: [any ChannelHandler]) throws -> (
    EmbeddedChannel, ErrorRecorder
  ) {
    let channel = EmbeddedChannel()
    let recorder = ErrorRecorder()
    for handler in handlers { try channel.pipeline.syncOperations.addHandler(handler) }
    try channel.pipeline.syncOperations.addHandler(recorder)
    try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
    return (channel, recorder)
  }

  /// The answers written to `channel`, as (status, body) pairs.
  static func answers(in channel: EmbeddedChannel) throws -> [(Int, String)] {
    var answers: [(Int, String)] = []
    var status = 0
    var body = ""
    while let part = try channel.readOutbound(as: HTTPResponsePart.self) {
      switch part {
      case .head(let head): status = head.status.code
      case .body(let buffer): body += String(buffer: buffer)
      case .end:
        answers.append((status, body))
        body = ""
      }
    }
    return answers
  }
}
