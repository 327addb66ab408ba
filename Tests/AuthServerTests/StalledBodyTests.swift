import AuthContract
import HTTPTypes
import NIOCore
import NIOEmbedded
import NIOHTTPTypes
import Testing

@testable import AuthServer

/// A full server makes room by closing a connection stalled in its request body (its head came,
/// the server asks for the rest, none comes) as it closes one idle between requests, the one
/// waiting longest first: clients that send heads and never their bodies cannot hold every
/// place. One the server is answering is never closed. On NIO's embedded channels.
@Suite struct StalledBodyTests {
  private static let head = HTTPRequestPart.head(
    HTTPRequest(method: .post, scheme: nil, authority: "x", path: AuthAPI.sessionsPath))

  /// A connection held by the table's guard, as the server's pipeline holds it.
  private func connection(in table: ConnectionTable) throws -> EmbeddedChannel {
    let guarded = ConnectionGuard(
      table: table, client: EmbeddedPipeline.client, logger: EmbeddedPipeline.logger)
    return try EmbeddedPipeline.channel(with: [guarded]).0
  }

  /// A connection whose request head came and whose body the server asks for, in vain.
  private func stalledInItsBody(in table: ConnectionTable) throws -> EmbeddedChannel {
    let channel = try connection(in: table)
    try channel.writeInbound(Self.head)
    channel.read()
    return channel
  }

  @Test func aFullServerClosesAConnectionStalledInItsBodyForANewOne() throws {
    let table = ConnectionTable(maximum: 1, maximumPerClient: 4)
    let stalled = try stalledInItsBody(in: table)
    let fresh = try connection(in: table)
    #expect(!stalled.isActive, "the stalled one made room")
    #expect(fresh.isActive)
    #expect(try EmbeddedPipeline.answers(in: fresh).isEmpty, "the fresh one is not refused")
    #expect(table.count == 1)
  }

  @Test func theConnectionWaitingLongestGoesFirst() throws {
    let table = ConnectionTable(maximum: 2, maximumPerClient: 4)
    let stalled = try stalledInItsBody(in: table)
    let idle = try connection(in: table)
    _ = try connection(in: table)
    #expect(!stalled.isActive, "stalled before the other connection opened")
    #expect(idle.isActive)
  }

  @Test func aConnectionTheServerAnswersIsNotClosed() throws {
    let table = ConnectionTable(maximum: 1, maximumPerClient: 4)
    let answering = try stalledInItsBody(in: table)
    // The body came: the server works on the request, whatever it reads next.
    try answering.writeInbound(HTTPRequestPart.body(ByteBuffer(string: "{}")))
    try answering.writeInbound(HTTPRequestPart.end(nil))
    answering.read()
    let refused = try connection(in: table)
    #expect(answering.isActive)
    #expect(try EmbeddedPipeline.answers(in: refused).map(\.0) == [503])
    #expect(!refused.isActive)
  }

  @Test func someOfItsBodyMakesAStalledConnectionBusyAgain() throws {
    let table = ConnectionTable(maximum: 1, maximumPerClient: 4)
    let reading = try stalledInItsBody(in: table)
    try reading.writeInbound(HTTPRequestPart.body(ByteBuffer(string: "{")))
    let refused = try connection(in: table)
    #expect(reading.isActive, "its bytes came: the server has them to read")
    #expect(try EmbeddedPipeline.answers(in: refused).map(\.0) == [503])
  }
}
