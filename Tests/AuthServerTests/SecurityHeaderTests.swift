import AuthContract
import Foundation
import Testing

/// Every answer, success or error, with a body or without, carries the headers OWASP asks of
/// an API; every 401 names its challenge.
@Suite struct SecurityHeaderTests {
  private static let expected = [
    "cache-control": "no-store",
    "x-content-type-options": "nosniff",
    "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
    "x-frame-options": "DENY",
    "referrer-policy": "no-referrer",
  ]

  private static func missing(in fields: [String: String]) -> [String] {
    expected.filter { fields[$0.key] != $0.value }.map(\.key).sorted()
  }

  @Test func everyAnswerCarriesTheSecurityHeaders() async throws {
    try await LiveServer.with { server throws in
      let token = try await server.token()
      let answers = [
        try await server.signIn(),
        try await server.signIn(password: "wrong"),
        try await server.send("POST", AuthAPI.sessionsPath, body: Data("[".utf8)),
        try await server.send(
          "POST", AuthAPI.sessionsPath, body: Data(count: 20_000)),
        try await server.send("GET", AuthAPI.sessionsPath),
        try await server.send("GET", "/nothing/here"),
        try await server.send(
          "DELETE", AuthAPI.currentSessionPath, headers: ["Authorization": "Bearer \(token)"]),
        try await server.send("POST", AuthAPI.passwordResetsPath, json: ["email": "a@b.co"]),
        try await server.send("PATCH", AuthAPI.sessionsPath),
        try await server.send("HEAD", "/openapi.json"),
      ]
      #expect(answers.map(\.statusCode) == [201, 401, 400, 413, 405, 404, 204, 202, 501, 200])
      for answer in answers {
        #expect(Self.missing(in: answer.headerFields) == [], "\(answer.statusCode)")
      }
    }
  }

  @Test func anUnreadableRequestsAnswerCarriesThemToo() async throws {
    try await LiveServer.with { server throws in
      let connection = try await server.connect(sending: "NOT HTTP\r\n\r\n")
      connection.finishSending()
      let answer = try #require(RawAnswer.all(in: try await connection.readToEnd()).first)
      #expect(answer.status == 400)
      #expect(Self.missing(in: answer.headerFields) == [])
    }
  }

  /// RFC 9110 §15.5.2: a 401 says how to authenticate; RFC 6750 §3.1: a token that was sent
  /// but is not (or no longer) valid is `invalid_token`.
  @Test func every401NamesTheBearerChallenge() async throws {
    try await LiveServer.with { server throws in
      let wrongPassword = try await server.signIn(password: "wrong")
      let noToken = try await server.send("DELETE", AuthAPI.currentSessionPath)
      let endedToken = try await server.send(
        "DELETE", AuthAPI.currentSessionPath, headers: ["Authorization": "Bearer ended"])
      #expect([wrongPassword, noToken, endedToken].map(\.statusCode) == [401, 401, 401])
      let challenge = #"Bearer realm="thinkit""#
      #expect(wrongPassword.value(forHeaderField: "WWW-Authenticate") == challenge)
      #expect(noToken.value(forHeaderField: "WWW-Authenticate") == challenge)
      #expect(
        endedToken.value(forHeaderField: "WWW-Authenticate")
          == challenge + #", error="invalid_token""#)
    }
  }
}
