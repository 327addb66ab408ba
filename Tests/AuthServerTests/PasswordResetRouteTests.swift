import Auth
import AuthContract
import Clocks
import Foundation
import Testing

@testable import AuthServer

/// `POST /v1/password-resets` answers the same for every address; only accounts get a link;
/// requests are rate-limited and the outbox keeps the latest only.
@Suite struct PasswordResetRouteTests {
  private func reset(_ server: LiveServer, _ email: String) async throws -> HTTPAnswer {
    try await server.send("POST", AuthAPI.passwordResetsPath, json: ["email": email])
  }

  @Test func knownAndUnknownEmailsGetTheSameAnswer() async throws {
    try await LiveServer.with { server throws in
      let known = try await reset(server, LiveServer.email)
      let unknown = try await reset(server, "nobody@example.com")
      #expect(known.statusCode == 202)
      #expect(unknown.statusCode == 202)
      #expect(known.body == unknown.body)
      #expect(known.value(forHeaderField: "Cache-Control") == "no-store")
      #expect(server.server.outbox.recipients == [LiveServer.email])
    }
  }

  @Test func illFormedEmailAnswers400() async throws {
    try await LiveServer.with { server throws in
      for body: [String: any Sendable] in [[:], ["email": "x"], ["email": 3]] {
        let answer = try await server.send("POST", AuthAPI.passwordResetsPath, json: body)
        #expect(answer.statusCode == 400)
        #expect(answer.code == 1001)
      }
      #expect(server.server.outbox.recipients.isEmpty)
    }
  }

  @Test func resetsForOneEmailAreLimitedAndTheLimitPasses() async throws {
    try await LiveServer.with { server throws in
      for _ in 0..<3 { #expect(try await reset(server, LiveServer.email).statusCode == 202) }
      let refused = try await reset(server, LiveServer.email)
      #expect(refused.statusCode == 429)
      #expect(refused.code == AuthErrorCode.rateLimited.rawValue)
      #expect(refused.value(forHeaderField: "Retry-After") == "900")
      #expect(refused.message == "Too many reset requests. Try again in 900 s.")
      #expect(server.server.outbox.recipients.count == 3, "nothing sent when refused")
      #expect(try await reset(server, "nobody@example.com").statusCode == 202)
      await server.clock.advance(by: .seconds(900))
      #expect(try await reset(server, LiveServer.email).statusCode == 202)
    }
  }

  @Test func oneClientSprayingAddressesIsHeldToItsOwnLimit() async throws {
    try await LiveServer.with { server throws in
      for index in 0..<10 {
        #expect(try await reset(server, "user\(index)@example.com").statusCode == 202)
      }
      #expect(try await reset(server, "user10@example.com").statusCode == 429)
    }
  }

  @Test func theOutboxKeepsTheLatestAddressesOnly() {
    let outbox = PasswordResetOutbox(capacity: 3)
    for index in 0..<5 { outbox.send(to: "user\(index)@example.com") }
    #expect(
      outbox.recipients == ["user2@example.com", "user3@example.com", "user4@example.com"])
  }
}
