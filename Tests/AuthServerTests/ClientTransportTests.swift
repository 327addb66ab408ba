import Auth
import AuthContract
import AuthServer
import Foundation
import HTTPTypes
import Hummingbird
import Testing

/// The client's real transport against servers that misbehave: one that redirects (the token
/// must go nowhere else) and one that answers more than the client reads.
@Suite struct ClientTransportTests {
  private static let token = "secret-session-token"

  /// A server whose every path answers 404: a redirect's target, which must receive nothing.
  private static func answeringNothing(_ router: Router<BasicRequestContext>) {}

  /// A server that redirects every request to `target` with `status`.
  private static func redirecting(to target: URL, with status: Int) -> (
    Router<BasicRequestContext>
  ) -> Void {
    { router in
      for path in [AuthAPI.sessionsPath, AuthAPI.currentSessionPath] {
        for method in [HTTPTypes.HTTPRequest.Method.post, .delete] {
          router.on(RouterPath(path), method: method) { _, _ in
            Response(
              status: HTTPResponse.Status(code: status),
              headers: [.location: target.absoluteString + path])
          }
        }
      }
    }
  }

  @Test(arguments: [301, 302, 303, 307, 308])
  func aRedirectIsNotFollowedAndItsTargetReceivesNothing(status: Int) async throws {
    try await FakeServer.with(Self.answeringNothing) { target throws in
      try await FakeServer.with(Self.redirecting(to: target.url, with: status)) { server throws in
        let answer = try await AsyncHTTPClientTransport().send(
          Auth.HTTPRequest(
            method: "DELETE", url: server.url.appending(path: AuthAPI.currentSessionPath),
            headerFields: ["Authorization": "Bearer \(Self.token)"], timeout: requestPatience))
        #expect(answer.statusCode == status)
        #expect(server.requestCount == 1)
        #expect(target.requestCount == 0, "the redirect was followed")
      }
    }
  }

  @Test func theServiceCallsARedirectAnInvalidResponseAndKeepsItsToken() async throws {
    try await FakeServer.with(Self.answeringNothing) { target throws in
      try await FakeServer.with(Self.redirecting(to: target.url, with: 307)) { server throws in
        let service = makeService(for: try AuthServerURL(server.url))
        let error = await #expect(throws: AuthError.self) {
          try await service.signOut(AuthSession(email: "ada@example.com", token: Self.token))
        }
        #expect(error?.code == .invalidResponse)
        #expect(error?.httpStatus == 307)
        let signIn = await #expect(throws: AuthError.self) {
          try await service.signIn(email: "ada@example.com", password: "pw")
        }
        #expect(signIn?.code == .invalidResponse)
        #expect(target.requestCount == 0)
      }
    }
  }

  /// A server answering `size` bytes, announced by Content-Length or streamed in chunks.
  private static func answering(_ size: Int, streamed: Bool) -> (Router<BasicRequestContext>) ->
    Void
  {
    { router in
      router.post(RouterPath(AuthAPI.sessionsPath)) { _, _ in
        guard streamed else {
          return Response(
            status: .created,
            body: ResponseBody(byteBuffer: ByteBuffer(repeating: UInt8(ascii: "a"), count: size)))
        }
        return Response(
          status: .created,
          body: ResponseBody { writer in
            for _ in 0..<(size / 1024) {
              try await writer.write(ByteBuffer(repeating: UInt8(ascii: "a"), count: 1024))
            }
            try await writer.finish(nil)
          })
      }
    }
  }

  private func post(to server: FakeServer) async throws -> HTTPAnswer {
    try await AsyncHTTPClientTransport().send(
      Auth.HTTPRequest(
        method: "POST", url: server.url.appending(path: AuthAPI.sessionsPath),
        timeout: requestPatience))
  }

  @Test(arguments: [false, true])
  func anAnswerLargerThanTheLimitIsRefusedWithAClearError(streamed: Bool) async throws {
    try await FakeServer.with(Self.answering(4 * 1024 * 1024, streamed: streamed)) {
      server throws in
      let error = await #expect(throws: ResponseTooLarge.self) { try await post(to: server) }
      #expect(error?.limit == AsyncHTTPClientTransport.defaultResponseLimit)
      #expect(error?.description.contains("64 KiB") == true)
    }
  }

  @Test func anAnswerAtTheLimitIsRead() async throws {
    let limit = AsyncHTTPClientTransport.defaultResponseLimit
    try await FakeServer.with(Self.answering(limit, streamed: true)) { server throws in
      #expect(try await post(to: server).body.count == limit)
    }
  }

  @Test func theServiceCallsATooLargeAnswerAnInvalidResponse() async throws {
    try await FakeServer.with(Self.answering(1024 * 1024, streamed: false)) { server throws in
      let service = makeService(for: try AuthServerURL(server.url))
      let error = await #expect(throws: AuthError.self) {
        try await service.signIn(email: "ada@example.com", password: "pw")
      }
      #expect(error?.code == .invalidResponse)
      #expect(error?.message?.contains("64 KiB") == true)
      #expect(error?.userReadableMessage == "Something went wrong.")
    }
  }

  /// The client closes an idle pooled connection before the server does: a request sent on
  /// one the server was closing would meet a reset, which the app calls "cannot connect".
  @Test func theClientDropsAnIdleConnectionBeforeTheServerWould() {
    #expect(AsyncHTTPClientTransport.pooledConnectionIdleTimeout < AuthServerLimits().idleTimeout)
  }

  /// A reset once the request was on its way: after its head was read (the answer never
  /// comes), or while its 16 MB body was still being written. Either way the server was
  /// reached: the person is told it closed the connection, not to check theirs.
  @Test(arguments: [(true, 100), (false, 16_000_000)])
  func aResetAfterTheRequestWentOutIsTheServerClosingTheConnection(
    readsHead: Bool, bodySize: Int
  ) async throws {
    let server = try OneConnectionServer.resetting(readsHead: readsHead)
    let error = await #expect(throws: URLError.self) {
      try await AsyncHTTPClientTransport().send(
        Auth.HTTPRequest(
          method: "POST",
          url: URL(string: "http://127.0.0.1:\(server.port)\(AuthAPI.sessionsPath)")!,
          headerFields: ["Content-Type": "application/json"], body: Data(count: bodySize),
          timeout: requestPatience))
    }
    try await server.done.value
    #expect(error?.code == .networkConnectionLost, "\(error?.userInfo ?? [:])")
    #expect(error?.userInfo[NSUnderlyingErrorKey] != nil, "the cause is kept")
  }

  @Test func theServiceSaysTheServerClosedTheConnection() async throws {
    let server = try OneConnectionServer.resetting(readsHead: true)
    let service = makeService(
      for: try AuthServerURL(URL(string: "http://127.0.0.1:\(server.port)")!))
    let error = await #expect(throws: AuthError.self) {
      try await service.signIn(email: "ada@example.com", password: "pw")
    }
    try await server.done.value
    #expect(error?.code == .connectionClosed)
    #expect(
      error?.userReadableMessage
        == "The server closed the connection before it answered. Try again.")
  }
}
