import Auth
import AuthContract
import AuthServer
import Foundation
import Testing

/// `POST /v1/sessions` and `DELETE /v1/sessions/current`, over loopback.
@Suite struct SessionRouteTests {
  @Test func rightCredentialsAnswer201WithATokenAndTheEmail() async throws {
    try await LiveServer.with { server throws in
      let answer = try await server.signIn(email: "ADA@example.com")
      #expect(answer.statusCode == 201)
      let token = try #require(answer.json?["token"] as? String)
      #expect(token.count == 43)
      #expect(answer.json?["email"] as? String == LiveServer.email, "the account's own")
      #expect(answer.value(forHeaderField: "Cache-Control") == "no-store")
      #expect(server.server.sessions.email(for: token) == LiveServer.email)
    }
  }

  @Test func wrongPasswordAndUnknownEmailAnswerAlikeAfterTheSameComparison() async throws {
    try await LiveServer.with { server throws in
      let before = server.server.accounts.comparisons
      let wrongPassword = try await server.signIn(password: "wrong")
      let unknownEmail = try await server.signIn(email: "nobody@example.com")
      for answer in [wrongPassword, unknownEmail] {
        #expect(answer.statusCode == 401)
        #expect(answer.code == 1000)
        #expect(answer.message == "Incorrect email or password.")
      }
      #expect(wrongPassword.body == unknownEmail.body)
      // The unknown email was compared against a dummy hash, as the known one was.
      #expect(server.server.accounts.comparisons == before + 2)
    }
  }

  @Test(
    arguments: [
      (["password": "x"], 1001, "Enter your email address."),
      (["email": "", "password": "x"], 1001, "Enter your email address."),
      (["email": "no-at-sign", "password": "x"], 1001, "Enter a valid email address."),
      (["email": " ada@example.com", "password": "x"], 1001, "Enter a valid email address."),
      (
        ["email": "ada\u{202E}@example.com", "password": "x"], 1001, "Enter a valid email address."
      ),
      (
        ["email": "ada\u{200B}@example.com", "password": "x"], 1001, "Enter a valid email address."
      ),
      (["email": "ada\u{7}@example.com", "password": "x"], 1001, "Enter a valid email address."),
      // Sent, but not as text: ill-formed, not missing.
      (["email": 42, "password": "x"], 1001, "Enter a valid email address."),
      (["email": ["ada@example.com"], "password": "x"], 1001, "Enter a valid email address."),
      (["email": "ada@example.com", "password": 7], 1002, "Enter a valid password."),
      (["email": false, "password": 7], 1001, "Enter a valid email address."),
      (["email": "ada@example.com"], 1002, "Enter your password."),
      (["email": "ada@example.com", "password": ""], 1002, "Enter your password."),
      (["email": "ada@example.com", "password": "a\u{0}b"], 1002, "Enter a valid password."),
      (
        ["email": "ada@example.com", "password": String(repeating: "p", count: 129)], 1002,
        "A password is at most 128 characters."
      ),
      (
        ["email": String(repeating: "a", count: 243) + "@example.com", "password": "x"], 1001,
        "An email address is at most 254 characters."
      ),
    ] as [([String: any Sendable], Int, String)])
  func missingOrIllFormedFieldsAnswer400NamingTheField(
    body: [String: any Sendable], code: Int, message: String
  ) async throws {
    try await LiveServer.with { server throws in
      let answer = try await server.send("POST", AuthAPI.sessionsPath, json: body)
      #expect(answer.statusCode == 400)
      #expect(answer.code == code)
      #expect(answer.message == message)
      #expect(server.server.accounts.comparisons == 0, "refused before any comparison")
    }
  }

  /// A field that is not UTF-8 text, or null, as raw JSON: the first is ill-formed, null is
  /// missing.
  @Test(
    arguments: [
      (
        Array(#"{"email":"ada"#.utf8) + [0xFF] + Array(#"@example.com","password":"x"}"#.utf8),
        1001, "Enter a valid email address."
      ),
      (
        Array(#"{"email":"ada@example.com","password":"p"#.utf8) + [0xC3, 0x28]
          + Array(#""}"#.utf8),
        1002, "Enter a valid password."
      ),
      (Array(#"{"email":null,"password":"x"}"#.utf8), 1001, "Enter your email address."),
    ])
  func rawFieldsThatAreNotTextAreIllFormed(body: [UInt8], code: Int, message: String)
    async throws
  {
    try await LiveServer.with { server throws in
      let answer = try await server.send("POST", AuthAPI.sessionsPath, body: Data(body))
      #expect(answer.statusCode == 400)
      #expect(answer.code == code)
      #expect(answer.message == message)
      #expect(server.server.accounts.comparisons == 0, "refused before any comparison")
    }
  }

  @Test func signOutClosesTheSessionOnce() async throws {
    try await LiveServer.with { server throws in
      let token = try #require(try await server.signIn().json?["token"] as? String)
      let bearer = ["Authorization": "Bearer \(token)"]
      let first = try await server.send("DELETE", AuthAPI.currentSessionPath, headers: bearer)
      #expect(first.statusCode == 204)
      #expect(first.body.isEmpty)
      #expect(server.server.sessions.email(for: token) == nil)
      let again = try await server.send("DELETE", AuthAPI.currentSessionPath, headers: bearer)
      #expect(again.statusCode == 401)
      #expect(again.code == 1003)
      let none = try await server.send("DELETE", AuthAPI.currentSessionPath)
      #expect(none.statusCode == 401)
      let basic = try await server.send(
        "DELETE", AuthAPI.currentSessionPath, headers: ["Authorization": "Basic \(token)"])
      #expect(basic.statusCode == 401)
    }
  }
}
