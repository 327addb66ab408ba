import Auth
import AuthContract
import AuthServer
import Foundation
import Testing

/// Passwords and tokens never reach the log, at any level, whatever happens.
@Suite struct LoggingTests {
  @Test func noPasswordOrTokenIsEverLogged() async throws {
    try await LiveServer.with { server throws in
      let token = try #require(try await server.signIn().json?["token"] as? String)
      _ = try await server.signIn(password: "wrong-password-123")
      _ = try await server.send(
        "POST", AuthAPI.sessionsPath, body: Data("{\"password\": \"half-json-secret".utf8))
      _ = try await server.send(
        "DELETE", AuthAPI.currentSessionPath, headers: ["Authorization": "Bearer \(token)"])
      _ = try await server.send(
        "DELETE", AuthAPI.currentSessionPath, headers: ["Authorization": "Bearer made-up-token"])
      let log = server.logText
      #expect(log.contains("POST /v1/sessions → 201"), "the log does record requests")
      #expect(log.contains("signed in"))
      for secret in [
        LiveServer.password, "wrong-password-123", "half-json-secret", token, "made-up-token",
      ] {
        #expect(!log.contains(secret), "\(secret) leaked into the log:\n\(log)")
      }
    }
  }
}
