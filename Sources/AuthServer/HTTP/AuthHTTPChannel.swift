import HTTPTypes
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import NIOHTTPTypesHTTP1

/// Each connection of the sign-in server: Hummingbird's HTTP/1.1 channel, with the handlers
/// that hold clients to ``AuthServerLimits`` in their places, read a little at a time
/// (``readSize``).
///
/// Hummingbird's own `HTTP1Channel` adds handlers only after the request is turned into a
/// version-less `HTTPRequest`; the HTTP/1.0 and CONNECT rules (``HTTP1Rules``) need the
/// version and the raw method, so this channel builds the same pipeline with one more handler
/// before that step. In order: ``LingeringClose``, which ends a connection after its last answer
/// (before the codec: what it drains is never parsed), ``RequestByteLimit``, which bounds the
/// bytes of a request before they are parsed, ``RequestLineEnding`` (a bare line feed is no
/// version error), the HTTP/1.1 codec, then
/// 1. ``RequestEndMarker`` (where each request ends, for ``RequestByteLimit``) and
///    ``HTTP1Rules``: HTTP/1.0, CONNECT and upgrade requests;
/// 2. ``ConnectionGuard``: the per-client and total connection caps;
/// 3. ``AnswerWriteDeadline``: a client that does not read its answers is closed;
/// 4. ``CloseAfterAnswer``: nothing runs after a closing answer;
/// 5. ``MalformedRequestAnswer``: unreadable requests answered 400, and logged;
/// 6. ``RequestBodyDeadline``: a body must arrive in time;
/// 7. Hummingbird's connection state: the idle timeout.
struct AuthHTTPChannel: ServerChildChannel, HTTPChannelHandler {
  typealias Value = NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>

  let responder: HTTPChannelHandler.Responder
  let connections: ConnectionTable
  let limits: AuthServerLimits
  let logger: Logger

  func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
    channel.eventLoop.makeCompletedFuture {
      let client = ClientAddress(channel.remoteAddress)
      try Self.readInSmallSteps(channel)
      var decoderLimits = NIOHTTPDecoderLimitConfiguration()
      decoderLimits.maxHeaderFieldSize = AuthServer.maximumHeaderBytes
      decoderLimits.maxHeaderListSize = AuthServer.maximumHeaderBytes
      decoderLimits.maxHeaderFieldCount = AuthServer.maximumHeaderFields
      let pipeline = channel.pipeline.syncOperations
      try pipeline.addHandler(LingeringClose(timeLimit: TimeAmount(limits.lingerTimeout)))
      try pipeline.addHandler(RequestByteLimit(limit: AuthServer.maximumRequestBytes))
      let lineEnding = RequestLineEnding()
      try pipeline.addHandler(lineEnding)
      try pipeline.configureHTTPServerPipeline(
        withPipeliningAssistance: false, withErrorHandling: false,
        withOutboundHeaderValidation: false, withEncoderConfiguration: .init(),
        withDecoderLimitConfiguration: decoderLimits)
      try pipeline.addHandler(RequestEndMarker())
      try pipeline.addHandler(HTTP1Rules())
      try pipeline.addHandler(HTTP1ToHTTPServerCodec(secure: false))
      try pipeline.addHandlers([
        ConnectionGuard(table: connections, client: client, logger: self.logger),
        AnswerWriteDeadline(limit: limits.writeTimeout, client: client, logger: self.logger),
        CloseAfterAnswer(),
        MalformedRequestAnswer(client: client, logger: self.logger, lineEnding: lineEnding),
        RequestBodyDeadline(limit: limits.requestBodyTimeout),
        HTTPConnectionStateHandler(idleTimeout: limits.idleTimeout, logger: logger),
      ])
      return try NIOAsyncChannel(
        wrappingChannelSynchronously: channel,
        configuration: .init(isOutboundHalfClosureEnabled: true))
    }
  }

  /// The most bytes one read of a connection takes: a request or two of this API's, far
  /// fewer than a pipeline of hundreds.
  static let readSize = 1024

  /// Reads a connection ``readSize`` bytes at a time, one read per turn of its event loop:
  /// what is read is parsed at once, every request in it, and a read is asked for only once
  /// the requests before are being answered. A client that pipelines hundreds of requests in
  /// one write so has them parsed a few at a time, as the server answers them, and those behind
  /// an answer that closes the connection (past the client's request rate) are never parsed.
  private static func readInSmallSteps(_ channel: any Channel) throws {
    guard let options = channel.syncOptions else { throw ChannelError.operationUnsupported }
    try options.setOption(
      ChannelOptions.recvAllocator, value: FixedSizeRecvByteBufferAllocator(capacity: readSize))
    try options.setOption(ChannelOptions.maxMessagesPerRead, value: 1)
  }

  func handle(value asyncChannel: Value, logger: Logger) async {
    await handleHTTP(asyncChannel: asyncChannel, logger: logger)
  }
}
