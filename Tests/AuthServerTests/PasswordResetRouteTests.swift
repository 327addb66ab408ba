import Auth
import AuthContract
import AuthServer
import Foundation
import Testing

/// `POST /v1/password-resets` answers the same for every address; only accounts get a link.
@Suite struct PasswordResetRouteTests {
  @Test func knownAndUnknownEmailsGetTheSameAnswer() async throws {
    try await LiveServer.with { server throws in
      let known = try await server.send(
        "POST", AuthAPI.passwordResetsPath, json: ["email": LiveServer.email])
      let unknown = try await server.send(
        "POST", AuthAPI.passwordResetsPath, json: ["email": "nobody@example.com"])
      #expect(known.statusCode == 202)
      #expect(unknown.statusCode == 202)
      #expect(known.body == unknown.body)
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
}
