import Auth
import AuthContract
import AuthServer
import Foundation
import Testing

/// The client's `AuthService` on its real transport, against the real server on loopback.
@Suite struct ClientAgainstServerTests {
  @Test func signsInAndOutAndAsksForAReset() async throws {
    try await LiveServer.with { server throws in
      let client = makeService(for: server.url)
      let session = try await client.signIn(email: LiveServer.email, password: LiveServer.password)
      #expect(session.email == LiveServer.email)
      #expect(server.server.sessions.email(for: session.token) == LiveServer.email)
      try await client.signOut(session)
      #expect(server.server.sessions.email(for: session.token) == nil)
      try await client.requestPasswordReset(email: "who@example.com")
    }
  }

  @Test func wrongCredentialsCarryTheServersMessage() async throws {
    try await LiveServer.with { server throws in
      let client = makeService(for: server.url)
      let error = await #expect(throws: AuthError.self) {
        try await client.signIn(email: LiveServer.email, password: "nope")
      }
      #expect(error?.code == .invalidCredentials)
      #expect(error?.userReadableMessage == "Incorrect email or password.")
      #expect(error?.wasRequestPerformed == true)
      #expect(error?.isInvalidPassword == false, "no hint which part was wrong")
    }
  }

  /// Nobody at the server's address: its port is held by a socket that does not listen (a
  /// stopped server's port could be taken by another test's server, or a raw socket that
  /// accepts and closes, before the request is sent).
  @Test func aServerThatIsNotThereIsUnreachable() async throws {
    let closed = try LoopbackSocket()
    let url = try AuthServerURL(string: "http://127.0.0.1:\(closed.port)")
    let error = await #expect(throws: AuthError.self) {
      try await makeService(for: url).signIn(email: "a@b.c", password: "x")
    }
    closed.closeNow()
    #expect(error?.code == .unreachable)
    #expect(error?.userReadableMessage == AuthError.unreachableMessage)
    #expect(error?.wasRequestPerformed == false)
  }

  /// A refused connection is an answer in itself: the transport says so at once, instead of
  /// trying again until the request's time runs out (which it would call a timeout). The port
  /// is held by a socket that does not listen: a stopped server's port could be taken by
  /// another test's server before the request is sent.
  @Test func aRefusedConnectionIsCannotConnectNotATimeout() async throws {
    let closed = try LoopbackSocket()
    let error = await #expect(throws: URLError.self) {
      try await AsyncHTTPClientTransport().send(
        HTTPRequest(
          method: "POST",
          url: URL(string: "http://127.0.0.1:\(closed.port)\(AuthAPI.sessionsPath)")!,
          timeout: requestPatience))
    }
    closed.closeNow()
    #expect(error?.code == .cannotConnectToHost)
    let cause = error?.userInfo[NSDebugDescriptionErrorKey] as? String
    #expect(cause?.contains("Connection refused") == true, "the cause is named: \(cause ?? "")")
    #expect(error?.userInfo[NSUnderlyingErrorKey] != nil)
  }
}
