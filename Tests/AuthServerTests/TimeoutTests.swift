import AuthContract
import AuthServer
import Foundation
import Testing

/// Slow and silent clients are shed: a connection without a complete head is closed after the
/// idle timeout, a body that does not arrive in time is answered 408 and closed. End to end
/// on real, short timeouts (the deadline's own logic runs on a test clock in
/// `ConnectionHandlerTests`). Each waits for the server to close the connection, which it must
/// do before `RawConnection.readLimit` of silence (the read fails there): no upper bound of
/// its own, which a starved machine would pass.
@Suite struct TimeoutTests {
  static let shortLimits = AuthServerLimits(
    idleTimeout: .milliseconds(300), requestBodyTimeout: .milliseconds(300))

  /// The clock the tests time with; each starts it before the step the server times from,
  /// so that a lower bound holds however late the test itself runs.
  private let clock = ContinuousClock()

  @Test func aSilentConnectionIsClosedAfterTheIdleTimeout() async throws {
    try await LiveServer.with(limits: Self.shortLimits) { server throws in
      let start = clock.now
      let text = try await server.connect().readToEnd()
      let elapsed = start.duration(to: clock.now)
      #expect(text.isEmpty)
      #expect(elapsed >= .milliseconds(300))
    }
  }

  @Test func aHeadThatNeverEndsIsClosedAfterTheIdleTimeout() async throws {
    try await LiveServer.with(limits: Self.shortLimits) { server throws in
      let start = clock.now
      let connection = try await server.connect()
      try await connection.send("POST /v1/sessions HTTP/1.1\r\nHost: x\r\nX-Slow: 1\r\n")
      let text = try await connection.readToEnd()
      let elapsed = start.duration(to: clock.now)
      #expect(text.isEmpty)
      #expect(elapsed >= .milliseconds(300))
    }
  }

  @Test func anIdleKeepAliveConnectionIsClosedAfterItsAnswer() async throws {
    let limits = AuthServerLimits(idleTimeout: .seconds(1))
    try await LiveServer.with(limits: limits) { server throws in
      let start = clock.now
      // Sent with the connection, so that it cannot idle before its request.
      let connection = try await server.connect(
        sending: "GET /v1/sessions HTTP/1.1\r\nHost: x\r\n\r\n")
      #expect(try await connection.readAnswer().status == 405)
      let text = try await connection.readToEnd()
      let elapsed = start.duration(to: clock.now)
      #expect(text.isEmpty)
      #expect(elapsed >= .seconds(1))
    }
  }

  @Test func aStalledBodyIsAnswered408AndClosed() async throws {
    let limits = AuthServerLimits(
      idleTimeout: .seconds(30), requestBodyTimeout: .milliseconds(300))
    try await LiveServer.with(limits: limits) { server throws in
      let connection = try await server.connect()
      let start = clock.now
      try await connection.send(
        "POST /v1/sessions HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
          + "Content-Length: 100\r\n\r\n{\"email\": ")
      let text = try await connection.readToEnd()
      let elapsed = start.duration(to: clock.now)
      let answer = try #require(RawAnswer(text))
      #expect(answer.status == 408)
      #expect(answer.json?["code"] as? Int == AuthErrorCode.badRequest.rawValue)
      #expect(answer.headerFields["connection"] == "close")
      #expect(elapsed >= .milliseconds(300))
    }
  }
}
