import Auth
import AuthContract
import AuthServer
import Foundation
import Testing

/// Logs name the client of every line, record refused and malformed requests, never hold
/// a password, a token, or an email without an account, and never take more lines than their
/// budget, whatever a client sends.
@Suite struct LoggingTests {
  /// 2,000 requests pipelined in one write (as the pentest sent them) log at most the budget,
  /// then one line tells how many were dropped, once the window passes. A sign-in in the flood
  /// is logged all the same.
  @Test func twoThousandPipelinedRequestsLogNoMoreThanTheBudget() async throws {
    try await LiveServer.with { server throws in
      let budget = server.server.limits.logLines
      let answers = try await Self.flood(server, with: 2_000, from: "127.0.11.5")
      #expect(answers.components(separatedBy: "HTTP/1.1 404").count - 1 == 2_000)
      #expect(server.logs.entries.count <= budget.maximum, "\(server.logs.entries.count) lines")
      #expect((try await server.signIn(from: "127.0.11.6")).status == 201)
      #expect(server.logs.entries.filter { $0.message.description == "signed in" }.count == 1)
      let duringTheFlood = server.logs.entries.count
      #expect(duringTheFlood <= budget.maximum + 1, "the budget and the sign-in")
      await server.clock.advance(by: budget.window)
      _ = try await server.send("GET", "/nowhere")
      // The next window's first line comes after the summary of the last.
      let summary = try #require(server.logs.entries.dropFirst(duringTheFlood).first)
      #expect(summary.message.description.contains("log lines dropped (rate limit"))
      let dropped = try #require(Int(summary.metadata["dropped"]?.description ?? ""))
      #expect(dropped >= 2_000 - budget.maximum)
    }
  }

  /// A flood of requests uses the log's budget up; a wrong password at an account is logged all
  /// the same (its owner looks for it), one at an unknown email is not.
  @Test func aWrongPasswordAtAnAccountIsLoggedThroughAFlood() async throws {
    try await LiveServer.with { server throws in
      let budget = server.server.limits.logLines
      _ = try await Self.flood(server, with: budget.maximum + 1, from: "127.0.11.7")
      let refusedBefore = server.logs.entries.filter { $0.message == "sign-in refused" }.count
      #expect(try await server.signIn(from: "127.0.11.8", password: "guess-1").status == 401)
      #expect(
        try await server.signIn(from: "127.0.11.8", email: "nobody@example.com").status == 401)
      let refused = server.logs.entries.filter { $0.message == "sign-in refused" }
      #expect(refused.count == refusedBefore + 1, "the wrong password at the account only")
      #expect(refused.last?.metadata["email"] == "\(LiveServer.email)")
      #expect(refused.last?.metadata["client"] == "127.0.11.8")
    }
  }

  /// Sends `count` requests for a path that is not there, pipelined in one write, the last
  /// closing the connection, and returns the answers.
  private static func flood(_ server: LiveServer, with count: Int, from address: String)
    async throws -> String
  {
    let request = "GET /nowhere HTTP/1.1\r\nHost: x\r\n\r\n"
    let connection = try await server.connect(
      from: address,
      sending: String(repeating: request, count: count - 1)
        + "GET /nowhere HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
    return try await connection.readToEnd()
  }

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

  /// An account is found without case, so a variant of its email (a Kelvin sign, U+212A, for
  /// its k: it lowercases to k) reaches it; the answer and the log name the account's own.
  @Test func aVariantOfAnAccountsEmailIsAnsweredAndLoggedAsTheAccountsOwn() async throws {
    try await LiveServer.with { server throws in
      let own = "kim@example.com"
      try await server.server.accounts.addAccount(email: own, password: LiveServer.password)
      let variant = "\u{212A}im@example.com"
      let answer = try await server.signIn(email: variant)
      #expect(answer.statusCode == 201)
      #expect(answer.json?["email"] as? String == own)
      let lines = server.logs.entries.map { "\($0.message) \($0.metadata)" }
      #expect(lines.first { $0.hasPrefix("signed in") }?.contains(own) == true)
      #expect(!server.logText.contains(variant), "the variant was logged:\n\(server.logText)")
    }
  }

  @Test func signInAndResetLinesNameTheClientAndOnlyAccountsByEmail() async throws {
    try await LiveServer.with { server throws in
      _ = try await server.signIn(from: "127.0.11.1")
      _ = try await server.signIn(from: "127.0.11.2", email: "mistyped@example.com")
      _ = try await server.post(
        AuthAPI.passwordResetsPath, json: ["email": "someone.else@example.com"],
        from: "127.0.11.3")
      let lines = server.logs.entries.map { "\($0.message) \($0.metadata)" }
      let signedIn = try #require(lines.first { $0.hasPrefix("signed in") })
      #expect(signedIn.contains("127.0.11.1") && signedIn.contains(LiveServer.email))
      let refused = try #require(lines.first { $0.hasPrefix("sign-in refused") })
      #expect(refused.contains("127.0.11.2") && refused.contains("unknown-"))
      let reset = try #require(lines.first { $0.hasPrefix("password reset") })
      #expect(reset.contains("127.0.11.3"))
      let log = server.logText
      for email in ["mistyped@example.com", "someone.else@example.com"] {
        #expect(!log.contains(email), "an unknown email in clear:\n\(log)")
      }
      #expect(log.contains("POST /v1/sessions → 201") && log.contains("127.0.11.1"))
    }
  }

  @Test func malformedAndSmugglingAttemptsAreLoggedWithTheirClient() async throws {
    try await LiveServer.with { server throws in
      let connection = try await server.connect(
        from: "127.0.11.4",
        sending: "POST /v1/sessions HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\n"
          + "Transfer-Encoding: chunked\r\n\r\n0\r\n\r\n")
      #expect(RawAnswer(try await connection.readToEnd())?.status == 400)
      let refusal = try #require(
        server.logs.entries.first { $0.message.description == "request refused before routing" })
      #expect(refusal.metadata["client"]?.description == "127.0.11.4")
    }
  }
}
