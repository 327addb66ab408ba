import AuthContract
import HTTPTypes
import NIOCore
import NIOEmbedded
import NIOHTTP1
import NIOHTTPTypes
import Testing

@testable import AuthServer

/// The rules each connection is held to, handler by handler on NIO's embedded channel: what
/// runs after a closing answer, how long an answer may take to be written, what HTTP/1.0,
/// CONNECT and upgrade requests get, and how the connection table picks whom to close.
@Suite struct ConnectionRulesTests {
  private static let signIn = HTTPRequestPart.head(
    HTTPRequest(method: .post, scheme: nil, authority: "x", path: AuthAPI.sessionsPath))

  /// Holds every write, as a socket whose client never reads does: nothing is written out
  /// until the connection closes, which fails them.
  final class StalledSocket: ChannelOutboundHandler {
    typealias OutboundIn = HTTPResponsePart
    private var pending: [EventLoopPromise<Void>] = []

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
      if let promise { pending.append(promise) }
    }

    func close(context: ChannelHandlerContext, mode: CloseMode, promise: EventLoopPromise<Void>?) {
      for promise in pending { promise.fail(ChannelError.ioOnClosedChannel) }
      pending = []
      context.close(mode: mode, promise: promise)
    }
  }

  @Test func aRequestBehindAClosingAnswerNeverRuns() throws {
    let (channel, _) = try EmbeddedPipeline.channel(with: [CloseAfterAnswer()])
    try channel.writeInbound(Self.signIn)
    try channel.writeInbound(HTTPRequestPart.body(ByteBuffer(string: "{")))
    // A second request arrives behind the first: it waits for the first one's answer.
    try channel.writeInbound(Self.signIn)
    try channel.writeInbound(HTTPRequestPart.end(nil))
    #expect(try channel.readInbound(as: HTTPRequestPart.self)?.isHead == true)
    #expect(try channel.readInbound(as: HTTPRequestPart.self) != nil, "the first body passes")
    #expect(try channel.readInbound(as: HTTPRequestPart.self) == nil, "the second one waits")
    let tooLarge = HTTPResponse(status: .contentTooLarge, headerFields: [.connection: "close"])
    try channel.writeOutbound(HTTPResponsePart.head(tooLarge))
    try channel.writeOutbound(HTTPResponsePart.end(nil))
    channel.embeddedEventLoop.run()
    #expect(try channel.readInbound(as: HTTPRequestPart.self) == nil, "dropped, never read")
    #expect(!channel.isActive)
  }

  @Test func aRequestBehindAnOrdinaryAnswerRunsAfterIt() throws {
    let (channel, _) = try EmbeddedPipeline.channel(with: [CloseAfterAnswer()])
    try channel.writeInbound(Self.signIn)
    try channel.writeInbound(HTTPRequestPart.end(nil))
    try channel.writeInbound(Self.signIn)
    _ = try channel.readInbound(as: HTTPRequestPart.self)
    _ = try channel.readInbound(as: HTTPRequestPart.self)
    #expect(try channel.readInbound(as: HTTPRequestPart.self) == nil)
    try channel.writeOutbound(HTTPResponsePart.head(HTTPResponse(status: .created)))
    try channel.writeOutbound(HTTPResponsePart.end(nil))
    channel.embeddedEventLoop.run()
    #expect(try channel.readInbound(as: HTTPRequestPart.self)?.isHead == true)
    #expect(channel.isActive)
  }

  @Test(arguments: ["close", "Close", "keep-alive, CLOSE", " close "])
  func aRequestAskingToCloseGetsAClosingAnswer(connection: String) throws {
    let (channel, _) = try EmbeddedPipeline.channel(with: [CloseAfterAnswer()])
    let request = HTTPRequest(
      method: .get, scheme: nil, authority: "x", path: "/openapi.json",
      headerFields: [.connection: connection])
    try channel.writeInbound(HTTPRequestPart.head(request))
    try channel.writeOutbound(HTTPResponsePart.head(HTTPResponse(status: .ok)))
    let head = try channel.readOutbound(as: HTTPResponsePart.self)
    guard case .head(let answer) = head else {
      Issue.record("no head")
      return
    }
    #expect(answer.headerFields[.connection] == "close")
    try channel.writeOutbound(HTTPResponsePart.end(nil))
    #expect(!channel.isActive)
  }

  @Test func anAnswerNotWrittenOutInTimeClosesTheConnection() throws {
    let deadline = AnswerWriteDeadline(
      limit: .seconds(10), client: EmbeddedPipeline.client, logger: EmbeddedPipeline.logger)
    let (channel, _) = try EmbeddedPipeline.channel(with: [StalledSocket(), deadline])
    // Not writeOutbound: it waits for writes that never finish.
    channel.write(HTTPResponsePart.head(HTTPResponse(status: .ok)), promise: nil)
    channel.writeAndFlush(HTTPResponsePart.end(nil), promise: nil)
    channel.embeddedEventLoop.advanceTime(by: .seconds(9))
    #expect(channel.isActive)
    channel.embeddedEventLoop.advanceTime(by: .seconds(1))
    #expect(!channel.isActive)
  }

  @Test func answersWrittenOutInTimeKeepTheConnection() throws {
    let deadline = AnswerWriteDeadline(
      limit: .seconds(10), client: EmbeddedPipeline.client, logger: EmbeddedPipeline.logger)
    let (channel, _) = try EmbeddedPipeline.channel(with: [deadline])
    for _ in 0..<3 {
      try channel.writeOutbound(HTTPResponsePart.head(HTTPResponse(status: .ok)))
      channel.embeddedEventLoop.advanceTime(by: .seconds(9))
      try channel.writeOutbound(HTTPResponsePart.end(nil))
    }
    channel.embeddedEventLoop.advanceTime(by: .seconds(60))
    #expect(channel.isActive)
  }

  private func http1Channel() throws -> (EmbeddedChannel, EmbeddedPipeline.ErrorRecorder) {
    let channel = EmbeddedChannel()
    let recorder = EmbeddedPipeline.ErrorRecorder()
    try channel.pipeline.syncOperations.addHandler(HTTP1Rules())
    try channel.pipeline.syncOperations.addHandler(recorder)
    return (channel, recorder)
  }

  private func head(_ method: HTTPMethod, _ version: HTTPVersion, _ fields: [(String, String)])
    -> HTTPServerRequestPart
  {
    .head(HTTPRequestHead(version: version, method: method, uri: "/", headers: HTTPHeaders(fields)))
  }

  @Test func anHTTP10RequestIsTheLastOfItsConnection() throws {
    let (channel, _) = try http1Channel()
    try channel.writeInbound(head(.GET, .http1_0, [("Host", "x"), ("Connection", "keep-alive")]))
    guard case .head(let passed) = try channel.readInbound(as: HTTPServerRequestPart.self) else {
      Issue.record("the request was not passed on")
      return
    }
    #expect(passed.headers["connection"] == ["close"])
  }

  @Test func anHTTP10RequestWithTransferEncodingIsRefusedAsFaultyFraming() throws {
    let (channel, recorder) = try http1Channel()
    let chunked = head(
      .POST, .http1_0, [("Transfer-Encoding", "chunked"), ("Content-Length", "2")])
    try channel.writeInbound(chunked)
    try channel.writeInbound(HTTPServerRequestPart.body(ByteBuffer(string: "{}")))
    #expect(try channel.readInbound(as: HTTPServerRequestPart.self) == nil, "nothing passed on")
    #expect(recorder.errors.first as? RefusedRequest == .faultyFraming)
  }

  @Test func connectIsRefusedAndAnUpgradeClosesAfterItsAnswer() throws {
    let (channel, recorder) = try http1Channel()
    try channel.writeInbound(
      head(.GET, .http1_1, [("Host", "x"), ("Connection", "Upgrade"), ("Upgrade", "websocket")]))
    guard case .head(let passed) = try channel.readInbound(as: HTTPServerRequestPart.self) else {
      Issue.record("the upgrade request was not passed on")
      return
    }
    #expect(passed.headers["connection"] == ["close"])
    let (connect, refused) = try http1Channel()
    try connect.writeInbound(head(.CONNECT, .http1_1, [("Host", "example.com:443")]))
    #expect(try connect.readInbound(as: HTTPServerRequestPart.self) == nil)
    #expect(refused.errors.first as? RefusedRequest == .connect)
    #expect(recorder.errors.isEmpty)
  }

  @Test func theTableRefusesPastAClientsCapAndMakesRoomFromTheLongestIdle() throws {
    let table = ConnectionTable(maximum: 3, maximumPerClient: 2)
    let one = ClientAddress("10.0.0.1")
    let two = ClientAddress("10.0.0.2")
    let channels = try (0..<5).map { _ in
      let channel = EmbeddedChannel()
      try channel.connect(to: SocketAddress(ipAddress: "127.0.0.1", port: 1)).wait()
      return channel
    }
    let admitted = [(0, one), (1, one), (2, two)].map { table.admit(channels[$0.0], from: $0.1) }
    guard case .admitted(let first) = admitted[0], case .admitted = admitted[1],
      case .admitted(let third) = admitted[2]
    else {
      Issue.record("the first three are admitted: \(admitted)")
      return
    }
    #expect(table.admit(channels[3], from: one) == .refused(.clientAtCap))
    table.markBusy(first)
    table.markBusy(third)
    table.markWaiting(third)
    // Full: the second is idle longest (the first is busy, the third was active since).
    guard case .admitted(let fourth) = table.admit(channels[3], from: two) else {
      Issue.record("room is made")
      return
    }
    #expect(!channels[1].isActive)
    #expect(channels[0].isActive && channels[2].isActive)
    #expect(table.count(from: one) == 1)
    for id in [third, fourth] { table.markBusy(id) }
    #expect(table.admit(channels[4], from: ClientAddress("10.0.0.3")) == .refused(.serverFull))
    #expect(channels.prefix(4).filter(\.isActive).count == 3, "nobody busy is closed")
  }
}

extension HTTPRequestPart {
  fileprivate var isHead: Bool {
    if case .head = self { return true }
    return false
  }
}
