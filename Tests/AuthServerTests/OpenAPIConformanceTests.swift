import Auth
import AuthContract
import Foundation
import Testing

@testable import AuthServer

/// The OpenAPI document is true: every route, method and status it documents is what the
/// running server answers, with bodies and headers of the documented shapes, and nothing more;
/// its rules are the contract's.
@Suite struct OpenAPIConformanceTests {
  private func loadDocument() throws -> [String: Any] {
    let data = try #require(OpenAPIDocument.data)
    return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
  }

  private func paths(in document: [String: Any]) throws -> [String: [String: Any]] {
    try #require(document["paths"] as? [String: [String: Any]])
  }

  /// Each documented response: "method path status" → its (dereferenced) response object.
  private func documentedResponses(in document: [String: Any]) throws -> [String: [String: Any]] {
    let check = JSONSchemaCheck(document: document)
    var responses: [String: [String: Any]] = [:]
    for (path, item) in try paths(in: document) {
      for (method, operation) in item where !method.hasPrefix("x-") {
        let operation = try #require(operation as? [String: Any])
        let documented = try #require(operation["responses"] as? [String: [String: Any]])
        for (status, response) in documented {
          let resolved: [String: Any] = try #require(check.dereferenced(response))
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

  @Test func theDocumentedPathsAndMethodsAreTheRoutes() throws {
    var documented: [String: Set<String>] = [:]
    for (path, item) in try paths(in: loadDocument()) {
      documented[path] = Set(item.keys.filter { !$0.hasPrefix("x-") }.map { $0.uppercased() })
    }
    let routes = AuthRoutes.methods.mapValues { Set($0.map(\.rawValue)) }
    #expect(documented == routes)
  }

  @Test(arguments: scenarios)
  func theServerAnswersAsDocumented(scenario: Scenario) async throws {
    let document = try loadDocument()
    let response = try #require(try documentedResponses(in: document)[scenario.key])
    try await LiveServer.with(limits: scenario.limits, hasher: scenario.hasher()) {
      server throws in
      let answer = try await scenario.run(server)
      #expect(answer.statusCode == scenario.status)
      try expect(answer, conformsTo: response, in: document)
    }
  }

  @Test func otherMethodsUnknownRoutesAndUnreadableRequestsAnswerAsDocumented() async throws {
    let document = try loadDocument()
    let check = JSONSchemaCheck(document: document)
    func response(_ object: Any?) throws -> [String: Any] {
      let reference = try #require(object as? [String: Any])
      return try #require(check.dereferenced(reference))
    }
    try await LiveServer.with { server throws in
      for (path, item) in try paths(in: document) {
        // A method another path answers: PUT no path answers, and is 501 (x-unknown-methods).
        let other = try #require(["POST", "DELETE", "GET"].first { item[$0.lowercased()] == nil })
        let answer = try await server.send(other, path)
        #expect(answer.statusCode == 405, "\(other) \(path)")
        try expect(answer, conformsTo: try response(item["x-other-methods"]), in: document)
        let unknownMethod = try await server.send("PUT", path)
        #expect(unknownMethod.statusCode == 501, "\(path)")
        try expect(
          unknownMethod, conformsTo: try response(document["x-unknown-methods"]), in: document)
      }
      let unknown = try await server.send("GET", "/v2/anything")
      #expect(unknown.statusCode == 404)
      try expect(unknown, conformsTo: try response(document["x-unknown-routes"]), in: document)
      let connection = try await server.connect()
      try await connection.send("NOT HTTP\r\n\r\n")
      let malformed = HTTPAnswer(try await connection.readAnswer())
      #expect(malformed.statusCode == 400)
      try expect(
        malformed, conformsTo: try response(document["x-malformed-requests"]), in: document)
      let huge = String(repeating: "a", count: AuthServer.maximumHeaderBytes)
      let oversized = try await server.connect(
        sending: "GET /openapi.json HTTP/1.1\r\nHost: x\r\nX-Big: \(huge)\r\n\r\n")
      let tooLarge = HTTPAnswer(try #require(RawAnswer(try await oversized.readToEnd())))
      #expect(tooLarge.statusCode == 431)
      try expect(
        tooLarge, conformsTo: try response(document["x-oversized-heads"]), in: document)
      let http2 = try await server.connect(sending: "GET /openapi.json HTTP/2.0\r\nHost: x\r\n\r\n")
      let otherVersion = HTTPAnswer(try #require(RawAnswer(try await http2.readToEnd())))
      #expect(otherVersion.statusCode == 505)
      try expect(
        otherVersion, conformsTo: try response(document["x-other-versions"]), in: document)
      let connect = try await server.connect(
        sending: "CONNECT x:443 HTTP/1.1\r\nHost: x:443\r\n\r\n")
      let refused = HTTPAnswer(try #require(RawAnswer(try await connect.readToEnd())))
      #expect(refused.statusCode == 501)
      try expect(refused, conformsTo: try response(document["x-connect"]), in: document)
    }
    var capped = LiveServer.testLimits
    capped.maximumConnectionsPerClient = 1
    capped.idleTimeout = .seconds(600)
    try await LiveServer.with(limits: capped) { server throws in
      let held = try await server.connect(sending: "GET /openapi.json HTTP/1.1\r\nHost: x\r\n\r\n")
      #expect(try await held.readAnswer().status == 200)
      let past = try await server.connect(sending: "GET /openapi.json HTTP/1.1\r\nHost: x\r\n\r\n")
      let refused = HTTPAnswer(try #require(RawAnswer(try await past.readToEnd())))
      #expect(refused.statusCode == 429)
      try expect(refused, conformsTo: try response(document["x-refused-connections"]), in: document)
    }
  }

  /// A request past its client's rate is answered as the document's `x-request-rate` says.
  @Test func aRequestPastItsClientsRateAnswersAsDocumented() async throws {
    let document = try loadDocument()
    let limited = LiveServer.testLimits {
      $0.requestsPerClient = RateLimit(maximum: 1, window: .seconds(600))
    }
    try await LiveServer.with(limits: limited) { server throws in
      let two = try await server.connect(
        sending: String(repeating: "GET /openapi.json HTTP/1.1\r\nHost: x\r\n\r\n", count: 2))
      #expect(try await two.readAnswer().status == 200)
      let refused = HTTPAnswer(try #require(RawAnswer(try await two.readToEnd())))
      #expect(refused.statusCode == 429)
      let reference = try #require(document["x-request-rate"] as? [String: Any])
      let documented = try #require(JSONSchemaCheck(document: document).dereferenced(reference))
      try expect(refused, conformsTo: documented, in: document)
    }
  }

  @Test func theDocumentStatesTheContractsRulesAndTheServersLimits() throws {
    let document = try loadDocument()
    let check = JSONSchemaCheck(document: document)
    let email = try #require(check.resolve("#/components/schemas/Email"))
    let password = try #require(check.resolve("#/components/schemas/Password"))
    #expect(email["pattern"] as? String == CredentialRules.emailPattern)
    #expect(email["maxLength"] as? Int == CredentialRules.maximumEmailLength)
    #expect(password["pattern"] as? String == CredentialRules.passwordPattern)
    #expect(password["maxLength"] as? Int == CredentialRules.maximumPasswordLength)
    #expect(password["x-maxUtf8Bytes"] == nil, "no bound JSON Schema cannot state")
    let codes = try #require(check.resolve("#/components/schemas/ErrorCode")?["enum"] as? [Int])
    #expect(codes.allSatisfy { AuthErrorCode(rawValue: $0) != nil })
    let limits = AuthServerLimits()
    let info = try #require((document["info"] as? [String: Any])?["description"] as? String)
    #expect(info.contains("\(JSONResponse.bodyLimit / 1024) KiB"))
    #expect(info.contains("head for \(limits.idleTimeout.components.seconds) s"))
    #expect(info.contains("within \(limits.requestBodyTimeout.components.seconds) s"))
    #expect(info.contains("at most \(limits.maximumConnectionsPerClient) at once"))
    #expect(info.contains("at most 1,024") && limits.maximumConnections == 1_024)
    #expect(info.contains("read within \(limits.writeTimeout.components.seconds) s"))
    let signIn = try #require(
      (try paths(in: document)[AuthAPI.sessionsPath]?["post"] as? [String: Any])?["description"]
        as? String)
    #expect(signIn.contains("\(limits.failuresPerAccount.maximum) failures in 15 minutes"))
  }

  /// The document's email pattern and the contract's rule agree on addresses with every kind
  /// of character the rule refuses, and on ordinary ones.
  @Test(arguments: [
    "ada@example.com", "ü@exämple.de", "a@b", "名前@例え.jp", "a\u{202E}b@example.com",
    "a\u{200B}@x.y", "a\u{FEFF}@x.y", "a b@x.y", "a\u{0}@x.y", "a\u{85}@x.y", "@x.y", "a@",
    "a@@b", "a@b@c", "a\u{E000}@x.y", "a😀@x.y", "a@b\n", "a\u{2066}@x.y", "a\u{AD}@x.y",
  ])
  func theEmailPatternIsTheContractsRule(email: String) throws {
    let pattern = CredentialRules.emailPattern
    #expect(JSONSchemaCheck.matches(email, pattern) == CredentialRules.isEmailAddress(email))
  }

  @Test func theClientsRequestBodiesMatchTheDocumentedSchemas() throws {
    let document = try loadDocument()
    let check = JSONSchemaCheck(document: document)
    let bodies: [(String, any Encodable)] = [
      ("SignInRequest", AuthAPI.SignInRequest(email: "ada@example.com", password: "pw")),
      ("PasswordResetRequest", AuthAPI.PasswordResetRequest(email: "ada@example.com")),
      (
        "Session",
        AuthAPI.SessionBody(token: String(repeating: "t", count: 43), email: "ada@example.com")
      ),
      ("Error", AuthAPI.ErrorBody(code: .http, message: "m")),
      ("RetryError", AuthAPI.ErrorBody(code: .rateLimited, message: "m", retryAfter: 3)),
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
    for (name, header) in response["headers"] as? [String: Any] ?? [:] {
      let reference = try #require(header as? [String: Any])
      let header = try #require(check.dereferenced(reference))
      let value = try #require(answer.value(forHeaderField: name), "documented header \(name)")
      let schema = try #require(header["schema"] as? [String: Any])
      let typed: Any = schema["type"] as? String == "integer" ? Int(value) as Any : value
      #expect(check.problems(with: typed, against: schema).isEmpty, "\(name): \(value)")
    }
    let content = response["content"] as? [String: [String: Any]]
    guard let schema = content?["application/json"]?["schema"] as? [String: Any] else {
      #expect(answer.body.isEmpty, "no body is documented")
      return
    }
    #expect(answer.value(forHeaderField: "Content-Type")?.hasPrefix("application/json") == true)
    let value = try JSONSerialization.jsonObject(with: answer.body)
    let problems = check.problems(with: value, against: schema)
    #expect(problems.isEmpty, "\(problems)")
  }
}

extension HTTPAnswer {
  /// An answer read off a raw connection.
  init(_ raw: RawAnswer) {
    self.init(statusCode: raw.status, headerFields: raw.headerFields, body: Data(raw.body.utf8))
  }
}
