import Auth
import AuthContract
import Clocks
import Foundation
import Testing

@testable import AuthServer

/// `POST /v1/password-resets` answers the same for every address; only accounts get a link,
/// at most 3 in 15 minutes whoever asks; each client's requests are rate-limited; the outbox
/// keeps the latest only.
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
      let bodies: [([String: any Sendable], String)] = [
        ([:], "Enter your email address."), (["email": "x"], "Enter a valid email address."),
        (["email": 3], "Enter a valid email address."),
      ]
      for (body, message) in bodies {
        let answer = try await server.send("POST", AuthAPI.passwordResetsPath, json: body)
        #expect(answer.statusCode == 400)
        #expect(answer.code == 1001)
        #expect(answer.message == message)
      }
      #expect(server.server.outbox.recipients.isEmpty)
    }
  }

  /// An attacker asking for the owner's resets from elsewhere neither floods the mailbox nor
  /// gets the owner refused: past 3 links the requests are answered alike and send nothing.
  @Test func nobodyCanBlockAnOwnersReset() async throws {
    try await LiveServer.with { server throws in
      let path = AuthAPI.passwordResetsPath
      for address in ["127.0.10.1", "127.0.10.1", "127.0.10.1", "127.0.10.2", "127.0.10.3"] {
        #expect(
          try await server.post(path, json: ["email": LiveServer.email], from: address).status
            == 202)
      }
      let owner = try await server.post(path, json: ["email": LiveServer.email], from: "127.0.10.9")
      #expect(owner.status == 202)
      #expect(server.server.outbox.recipients == Array(repeating: LiveServer.email, count: 3))
      #expect(server.logText.contains("enough links sent lately, none sent"))
      await server.clock.advance(by: .seconds(900))
      _ = try await server.post(path, json: ["email": LiveServer.email], from: "127.0.10.9")
      #expect(server.server.outbox.recipients.count == 4, "a link goes out again")
    }
  }

  @Test func resetsForOneEmailFromOneClientAreLimitedAndTheLimitPasses() async throws {
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
