import Auth
import Foundation
import Testing

/// The client on a fake transport: what it sends, and what every answer and failure becomes.
@Suite struct AuthServiceTests {
  private func signInError(_ reply: FakeTransport.Reply) async -> AuthError? {
    let fixture = ServiceFixture(reply)
    return await #expect(throws: AuthError.self) {
      try await fixture.service.signIn(email: "ada@example.com", password: "secret")
    }
  }

  @Test func signInPostsTheCredentialsAsJSONAndReturnsTheSession() async throws {
    let fixture = ServiceFixture(
      FakeTransport.json(201, ["token": "t0k3n", "email": "ada@example.com"]))
    let session = try await fixture.service.signIn(email: " ada@example.com ", password: "pw")
    #expect(session == AuthSession(email: "ada@example.com", token: "t0k3n"))
    let request = try #require(fixture.transport.requests.first)
    #expect(request.method == "POST")
    #expect(request.url.absoluteString == "https://auth.example.com/v1/sessions")
    #expect(request.headerFields["Content-Type"] == "application/json")
    #expect(request.json?["email"] as? String == "ada@example.com")
    #expect(request.json?["password"] as? String == "pw")
    #expect(request.timeout == .seconds(11), "the transport's watch is a second after ours")
    #expect(!"\(session)".contains("t0k3n"), "a session prints without its token")
  }

  @Test func refusedInputSendsNothing() async {
    let fixture = ServiceFixture()
    for (email, password) in [("", "pw"), ("ada", "pw"), ("ada@example.com", "")] {
      let error = await #expect(throws: AuthError.self) {
        try await fixture.service.signIn(email: email, password: password)
      }
      #expect(error?.isRefusedInput == true)
    }
    #expect(fixture.transport.requests.isEmpty)
  }

  @Test func wrongCredentialsShowTheServersMessageAndMarkNoField() async {
    let error = await signInError(
      FakeTransport.json(401, ["code": 1000, "message": "Incorrect email or password."]))
    #expect(error?.code == .invalidCredentials)
    #expect(error?.userReadableMessage == "Incorrect email or password.")
    #expect(error?.isInvalidUserName == false)
    #expect(error?.isInvalidPassword == false)
    #expect(error?.wasRequestPerformed == true)
    #expect(error?.httpStatus == 401)
    let bare = await signInError(FakeTransport.raw(401))
    #expect(bare?.userReadableMessage == "Incorrect email or password.")
  }

  @Test func rateLimitingCarriesTheMessageAndWhenToRetry() async {
    let error = await signInError(
      FakeTransport.json(429, ["code": 1009, "message": "Slow down.", "retryAfter": 42]))
    #expect(error?.code == .rateLimited)
    #expect(error?.userReadableMessage == "Slow down.")
    #expect(error?.retryAfterSeconds == 42)
    let headerOnly = await signInError(
      .answer(HTTPAnswer(statusCode: 429, headerFields: ["Retry-After": "7"])))
    #expect(headerOnly?.retryAfterSeconds == 7)
    #expect(headerOnly?.userReadableMessage == "Too many attempts. Try again in 7 s.")
  }

  @Test func badRequestsNameTheFieldTheServerRefused() async {
    let email = await signInError(
      FakeTransport.json(400, ["code": 1001, "message": "Enter a valid email address."]))
    #expect(email?.isInvalidUserName == true)
    #expect(email?.userReadableMessage == "Enter a valid email address.")
    let password = await signInError(
      FakeTransport.json(400, ["code": 1002, "message": "Enter your password."]))
    #expect(password?.isInvalidPassword == true)
    let other = await signInError(FakeTransport.raw(400, "<html>"))
    #expect(other?.code == .badRequest)
    #expect(other?.userReadableMessage == "Something went wrong.")
  }

  @Test(arguments: [500, 502, 503])
  func serverFailuresAreBackendErrors(status: Int) async {
    let error = await signInError(FakeTransport.json(status, ["code": 1006, "message": "oops"]))
    #expect(error?.code == .backend)
    #expect(error?.userReadableMessage == "Something went wrong.")
  }

  @Test func malformedAndUnexpectedAnswersSaySomethingWentWrong() async {
    let cases: [(FakeTransport.Reply, AuthError.Code)] = [
      (FakeTransport.raw(201, "{not json"), .serialization),
      (FakeTransport.json(201, ["token": 5]), .serialization),
      (FakeTransport.raw(302), .invalidResponse),
      (FakeTransport.raw(307), .invalidResponse),
      (FakeTransport.raw(404, "Not Found"), .http),
      (FakeTransport.raw(200, "{}"), .invalidResponse),
      (.failure(URLError(.badServerResponse)), .invalidResponse),
      (.failure(ResponseTooLarge(limit: 64 * 1024)), .invalidResponse),
      (.failure(CocoaLikeError()), .unknown),
    ]
    for (reply, code) in cases {
      let error = await signInError(reply)
      #expect(error?.code == code)
      #expect(error?.userReadableMessage == "Something went wrong.")
    }
  }

  @Test(arguments: [
    URLError.Code.cannotConnectToHost, .timedOut, .cannotFindHost, .notConnectedToInternet,
  ])
  func noAnswerIsUnreachable(code: URLError.Code) async {
    let error = await signInError(.failure(URLError(code)))
    #expect(error?.code == .unreachable)
    #expect(
      error?.userReadableMessage
        == "Service unreachable. Check your connection and try again.")
    #expect(error?.wasRequestPerformed == false)
  }

  /// The server was reached and closed the connection without an answer: "unreachable" would
  /// send the person to check a connection that works.
  @Test func aConnectionLostOnTheWayIsTheServerClosingIt() async {
    let error = await signInError(.failure(URLError(.networkConnectionLost)))
    #expect(error?.code == .connectionClosed)
    #expect(
      error?.userReadableMessage
        == "The server closed the connection before it answered. Try again.")
    #expect(error?.wasRequestPerformed == false, "no answer came")
  }

  @Test func aSilentServerTimesOutOnTheInjectedClock() async throws {
    await expectTimeoutAtTenSeconds(ServiceFixture(.silence))
  }

  /// The timeout does not wait for the transport to stop: one stuck reading an answer (as
  /// Foundation's was, on a redirect's huge body) cannot hold the client past it.
  @Test func aTransportThatDoesNotStopWhenCancelledCannotHoldUpTheTimeout() async throws {
    let held = HeldAnswer()
    await expectTimeoutAtTenSeconds(ServiceFixture(.deaf(held)))
    held.release()
  }

  /// Signs in on `fixture`, whose transport does not answer: the sign-in waits (idle), is still
  /// waiting after 9 s of the clock, and is unreachable at 10 s.
  private func expectTimeoutAtTenSeconds(_ fixture: ServiceFixture) async {
    let finished = Flag()
    let task = fixture.clock.tracker.task { () -> Result<AuthSession, any Error> in
      defer { finished.set() }
      do {
        return .success(try await fixture.service.signIn(email: "ada@example.com", password: "pw"))
      } catch {
        return .failure(error)
      }
    }
    // The request waits for the transport, its timeout for the clock: idle.
    await fixture.clock.tracker.waitUntilIdle()
    #expect(fixture.transport.requests.count == 1)
    await fixture.clock.advance(by: .seconds(9))
    #expect(!finished.isSet, "still waiting after 9 s")
    await fixture.clock.advance(by: .seconds(1))
    #expect(finished.isSet, "timed out at 10 s, before the advance returned")
    let error = await #expect(throws: AuthError.self) { try await task.value.get() }
    #expect(error?.code == .unreachable)
  }

  @Test func aServerThatCannotBeLocatedIsUnreachable() async {
    let service = AuthService(
      server: Unlocatable(), transport: FakeTransport([]), clock: ContinuousClock())
    let error = await #expect(throws: AuthError.self) {
      try await service.signIn(email: "a@b", password: "x")
    }
    #expect(error?.code == .unreachable)
  }

  @Test func signOutSendsTheBearerToken() async throws {
    let fixture = ServiceFixture(FakeTransport.raw(204), FakeTransport.raw(401))
    let session = AuthSession(email: "a@b", token: "abc")
    try await fixture.service.signOut(session)
    let request = try #require(fixture.transport.requests.first)
    #expect(request.method == "DELETE")
    #expect(request.url.path == "/v1/sessions/current")
    #expect(request.headerFields["Authorization"] == "Bearer abc")
    #expect(request.body == nil)
    let error = await #expect(throws: AuthError.self) { try await fixture.service.signOut(session) }
    #expect(error?.code == .unauthorized)
  }

  @Test func passwordResetPostsTheEmailAndChecksItFirst() async throws {
    let fixture = ServiceFixture(FakeTransport.raw(202))
    try await fixture.service.requestPasswordReset(email: " ada@example.com")
    #expect(fixture.transport.requests.first?.url.path == "/v1/password-resets")
    #expect(fixture.transport.requests.first?.json?["email"] as? String == "ada@example.com")
    let error = await #expect(throws: AuthError.self) {
      try await fixture.service.requestPasswordReset(email: "nope")
    }
    #expect(error?.isInvalidUserName == true)
    #expect(fixture.transport.requests.count == 1)
  }
}

/// An error that is neither a URL error nor an answer.
private struct CocoaLikeError: Error {}

/// A server that cannot be found (the embedded one failed to start).
private struct Unlocatable: AuthServerLocating {
  func serverURL() async throws -> AuthServerURL { throw CocoaLikeError() }
}
