import Auth
import AuthContract
import Foundation
import HTTPTypes
import Hummingbird
import Testing
import ThinKit

/// The client reads at most 64 KiB of any answer, as it arrives, and gives up on the whole
/// exchange at its timeout: a 200 MB answer, a gzip bomb and a redirect with a huge body cost
/// it next to nothing, and a body that never ends cannot hold it past its timeout.
///
/// What the client can have held of an answer is bounded by what the server got onto the wire
/// before the client hung up: the server's send buffer is small, so that is what the client
/// received, its own socket buffer included. (The test process's resident memory says
/// nothing here: other tests run beside these.)
@Suite struct ClientLimitsTests {
  private static let chunk = [UInt8](repeating: UInt8(ascii: "a"), count: 64 * 1024)
  /// 200 MiB, in chunks.
  private static let chunks = 3_200

  private func signIn(at port: Int) async throws -> HTTPAnswer {
    try await AsyncHTTPClientTransport().send(
      Auth.HTTPRequest(
        method: "POST", url: URL(string: "http://127.0.0.1:\(port)\(AuthAPI.sessionsPath)")!,
        headerFields: ["Content-Type": "application/json"], body: Data("{}".utf8),
        timeout: requestPatience))
  }

  /// Sends a sign-in to `server`; returns what the transport threw, and prints and checks
  /// what it cost.
  private func measure(_ name: String, _ server: StreamingServer) async -> (any Error)? {
    var failure: (any Error)?
    do { _ = try await signIn(at: server.port) } catch { failure = error }
    await server.waitForTheEnd()
    print(
      "\(name): the client received at most \(Figures.mebibytes(server.written)) of it (what "
        + "the server got onto the wire before the client hung up)")
    #expect(server.written < 20 * 1024 * 1024)
    return failure
  }

  @Test(arguments: [true, false])
  func a200MBAnswerIsRefusedAfter64KiB(announced: Bool) async throws {
    let framing =
      announced
      ? "Content-Length: \(Self.chunk.count * Self.chunks)" : "Transfer-Encoding: identity"
    let server = try StreamingServer(
      head: "HTTP/1.1 201 Created\r\nContent-Type: application/json\r\n\(framing)\r\n"
        + "Connection: close\r\n\r\n", body: Self.chunk, repeated: Self.chunks)
    let error = await measure("200 MB answer (\(announced ? "announced" : "until closed"))", server)
    let tooLarge = try #require(error as? ResponseTooLarge)
    #expect(tooLarge.limit == 64 * 1024)
  }

  @Test func aGzipBombIsRefusedUnread() async throws {
    let bomb = GzipBomb.make(inflatingTo: Self.chunk.count * Self.chunks)
    let server = try StreamingServer(
      head: "HTTP/1.1 201 Created\r\nContent-Type: application/json\r\nContent-Encoding: gzip\r\n"
        + "Content-Length: \(bomb.count)\r\n\r\n", body: bomb)
    let error = await measure(
      "gzip bomb (\(Figures.mebibytes(bomb.count)) inflating to 200 MiB)", server)
    #expect((error as? URLError)?.code == .cannotDecodeContentData)
  }

  @Test func aRedirectWithAHugeBodyIsAnsweredAtOnceUnread() async throws {
    let server = try StreamingServer(
      head: "HTTP/1.1 307 Temporary Redirect\r\nLocation: http://127.0.0.1:9/\r\n"
        + "Content-Length: \(Self.chunk.count * Self.chunks)\r\n\r\n", body: Self.chunk,
      repeated: Self.chunks)
    let answer = try await signIn(at: server.port)
    await server.waitForTheEnd()
    print(
      "redirect with a 200 MB body: answered \(answer.statusCode); the client received at most "
        + "\(Figures.mebibytes(server.written)) of the body")
    #expect(answer.statusCode == 307)
    #expect(answer.body.isEmpty)
    #expect(server.written < 20 * 1024 * 1024)
  }

  @Test func theServiceCallsARedirectWithAHugeBodyAnInvalidResponse() async throws {
    let server = try StreamingServer(
      head: "HTTP/1.1 307 Temporary Redirect\r\nLocation: http://127.0.0.1:9/\r\n"
        + "Content-Length: \(Self.chunk.count * Self.chunks)\r\n\r\n", body: Self.chunk,
      repeated: Self.chunks)
    let service = makeService(for: try AuthServerURL(string: "http://127.0.0.1:\(server.port)"))
    let error = await #expect(throws: AuthError.self) {
      try await service.signIn(email: "ada@example.com", password: "pw")
    }
    #expect(error?.code == .invalidResponse)
    #expect(error?.httpStatus == 307)
    await server.waitForTheEnd()
  }

  /// A body that has begun and does not end, within the size limit: the service's timeout,
  /// on its injected clock, ends the exchange, and the transport lets go of the connection
  /// (the server's writes after it fail).
  @Test(.timeLimit(.minutes(1)))
  func theTimeoutCoversTheBody() async throws {
    let (arrivals, arrived) = AsyncStream.makeStream(of: Void.self)
    let (goOn, goingOn) = AsyncStream.makeStream(of: Void.self)
    let (ends, ended) = AsyncStream.makeStream(of: Void.self)
    let routes: (Router<BasicRequestContext>) -> Void = { router in
      router.post(RouterPath(AuthAPI.sessionsPath)) { _, _ in
        Response(
          status: .created,
          body: ResponseBody { writer in
            defer { ended.yield() }
            try await writer.write(ByteBuffer(string: " "))
            arrived.yield()
            for await _ in goOn { break }
            // Until the client's hang-up reaches the server: each write waits for room.
            while true { try await writer.write(ByteBuffer(string: " ")) }
          })
      }
    }
    try await FakeServer.with(routes) { server throws in
      let clock = ManualClock()
      let service = AuthService(
        server: FixedAuthServer(try AuthServerURL(server.url)),
        transport: AsyncHTTPClientTransport(), clock: clock)
      let signIn = Task { try await service.signIn(email: "ada@example.com", password: "pw") }
      await clock.waitForSleeper()
      for await _ in arrivals { break }
      await clock.advance(by: AuthService.defaultTimeout + .seconds(1))
      let error = await #expect(throws: AuthError.self) { try await signIn.value }
      #expect(error?.code == .unreachable)
      goingOn.yield()
      for await _ in ends { break }
    }
  }
}
