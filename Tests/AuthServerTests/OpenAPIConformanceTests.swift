import Auth
import AuthContract
import AuthServer
import Foundation
import Testing

/// The OpenAPI document is true: every route and status it documents is what the running
/// server answers, with bodies and headers of the documented shapes, and nothing more.
@Suite struct OpenAPIConformanceTests {
  /// A way to make the server answer one documented status.
  struct Scenario: Sendable, CustomStringConvertible {
    var method: String
    var path: String
    var status: Int
    var run: @Sendable (LiveServer) async throws -> HTTPAnswer

    var key: String { "\(method) \(path) \(status)" }
    var description: String { key }
  }

  static let tooLarge = Data(
    ("{\"email\": \"" + String(repeating: "a", count: 17_000) + "\"}").utf8)

  static let scenarios: [Scenario] = [
    Scenario(method: "post", path: AuthAPI.sessionsPath, status: 201) { try await $0.signIn() },
    Scenario(method: "post", path: AuthAPI.sessionsPath, status: 400) {
      try await $0.send("POST", AuthAPI.sessionsPath, json: ["email": "ada@example.com"])
    },
    Scenario(method: "post", path: AuthAPI.sessionsPath, status: 401) {
      try await $0.signIn(password: "wrong")
    },
    Scenario(method: "post", path: AuthAPI.sessionsPath, status: 413) {
      try await $0.send("POST", AuthAPI.sessionsPath, body: tooLarge)
    },
    Scenario(method: "post", path: AuthAPI.sessionsPath, status: 429) { server in
      for _ in 0..<5 { _ = try await server.signIn(password: "wrong") }
      return try await server.signIn()
    },
    Scenario(method: "delete", path: AuthAPI.currentSessionPath, status: 204) { server in
      let token = try await server.signIn().json?["token"] as? String ?? ""
      return try await server.send(
        "DELETE", AuthAPI.currentSessionPath, headers: ["Authorization": "Bearer \(token)"])
    },
    Scenario(method: "delete", path: AuthAPI.currentSessionPath, status: 401) {
      try await $0.send("DELETE", AuthAPI.currentSessionPath)
    },
    Scenario(method: "post", path: AuthAPI.passwordResetsPath, status: 202) {
      try await $0.send("POST", AuthAPI.passwordResetsPath, json: ["email": "x@example.com"])
    },
    Scenario(method: "post", path: AuthAPI.passwordResetsPath, status: 400) {
      try await $0.send("POST", AuthAPI.passwordResetsPath, body: Data("oops".utf8))
    },
    Scenario(method: "post", path: AuthAPI.passwordResetsPath, status: 413) {
      try await $0.send("POST", AuthAPI.passwordResetsPath, body: tooLarge)
    },
  ]

  private func loadDocument() throws -> [String: Any] {
    let data = try #require(OpenAPIDocument.data)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  /// Each documented response: "method path status" → its (dereferenced) response object.
  private func documentedResponses(in document: [String: Any]) throws -> [String: [String: Any]] {
    let check = JSONSchemaCheck(document: document)
    var responses: [String: [String: Any]] = [:]
    let paths = try #require(document["paths"] as? [String: [String: Any]])
    for (path, operations) in paths {
      for (method, operation) in operations {
        let operation = try #require(operation as? [String: Any])
        let documented = try #require(operation["responses"] as? [String: [String: Any]])
        for (status, response) in documented {
          let resolved = try #require(check.dereferenced(response))
          responses["\(method) \(path) \(status)"] = resolved
        }
      }
    }
    return responses
  }

  @Test func everyDocumentedStatusHasAScenarioAndNoOtherIsAnswered() throws {
    let documented = Set(try documentedResponses(in: loadDocument()).keys)
    #expect(documented == Set(Self.scenarios.map(\.key)))
  }

  @Test(arguments: scenarios)
  func theServerAnswersAsDocumented(scenario: Scenario) async throws {
    let document = try loadDocument()
    let response = try #require(try documentedResponses(in: document)[scenario.key])
    try await LiveServer.with { server throws in
      let answer = try await scenario.run(server)
      #expect(answer.statusCode == scenario.status)
      try expect(answer, conformsTo: response, in: document)
    }
  }

  @Test func unknownRoutesAnswerTheDocumentedNotFound() async throws {
    let document = try loadDocument()
    let check = JSONSchemaCheck(document: document)
    let reference = try #require(document["x-unknown-routes"] as? [String: Any])
    let response = try #require(check.dereferenced(reference))
    try await LiveServer.with { server throws in
      let answer = try await server.send("GET", "/v2/anything")
      #expect(answer.statusCode == 404)
      try expect(answer, conformsTo: response, in: document)
    }
  }

  @Test func theClientsRequestBodiesMatchTheDocumentedSchemas() throws {
    let document = try loadDocument()
    let check = JSONSchemaCheck(document: document)
    let bodies: [(String, any Encodable)] = [
      ("SignInRequest", AuthAPI.SignInRequest(email: "ada@example.com", password: "pw")),
      ("PasswordResetRequest", AuthAPI.PasswordResetRequest(email: "ada@example.com")),
      ("Session", AuthAPI.SessionBody(token: "t", email: "ada@example.com")),
      ("Error", AuthAPI.ErrorBody(code: .http, message: "m")),
      ("RateLimitedError", AuthAPI.ErrorBody(code: .rateLimited, message: "m", retryAfter: 3)),
    ]
    for (name, body) in bodies {
      let schema = try #require(check.resolve("#/components/schemas/\(name)"))
      let value = try JSONSerialization.jsonObject(with: JSONEncoder().encode(body))
      #expect(check.problems(with: value, against: schema).isEmpty, "\(name)")
    }
  }

  private func expect(
    _ answer: HTTPAnswer, conformsTo response: [String: Any], in document: [String: Any]
  ) throws {
    let check = JSONSchemaCheck(document: document)
    let content = response["content"] as? [String: [String: Any]]
    guard let schema = content?["application/json"]?["schema"] as? [String: Any] else {
      #expect(answer.body.isEmpty, "no body is documented")
      return
    }
    #expect(answer.value(forHeaderField: "Content-Type")?.hasPrefix("application/json") == true)
    let value = try JSONSerialization.jsonObject(with: answer.body)
    let problems = check.problems(with: value, against: schema)
    #expect(problems.isEmpty, "\(problems)")
    for header in (response["headers"] as? [String: Any] ?? [:]).keys {
      #expect(answer.value(forHeaderField: header) != nil, "documented header \(header)")
    }
  }
}
