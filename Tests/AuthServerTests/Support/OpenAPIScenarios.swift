import Auth
import AuthContract
import Foundation

@testable import AuthServer

/// How ``OpenAPIConformanceTests`` makes the server answer each documented status.
extension OpenAPIConformanceTests {
  /// A way to make the server answer one documented status.
  struct Scenario: Sendable, CustomStringConvertible {
    var method: String
    var path: String
    var status: Int
    var limits = LiveServer.testLimits
    var hasher: @Sendable () -> any PasswordHashing = { PasswordHasher(cost: 4) }
    var run: @Sendable (LiveServer) async throws -> HTTPAnswer

    var key: String { "\(method) \(path) \(status)" }
    var description: String { key }
  }

  static let tooLarge = Data(
    ("{\"email\": \"" + String(repeating: "a", count: 17_000) + "\"}").utf8)

  /// A server whose busy password checks have no line behind them.
  static let withoutLine = LiveServer.testLimits {
    $0.maximumConcurrentPasswordChecks = 2
    $0.maximumWaitingPasswordChecks = 0
  }

  /// A server that gives a body 300 ms.
  static let impatient = LiveServer.testLimits { $0.requestBodyTimeout = .milliseconds(300) }

  /// Sends a head announcing a body that never comes.
  static func stalledBody(_ path: String) -> @Sendable (LiveServer) async throws -> HTTPAnswer {
    { server in
      let connection = try await server.connect()
      try await connection.send(
        "POST \(path) HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 10\r\n\r\n{"
      )
      return HTTPAnswer(try await connection.readAnswer())
    }
  }

  static let scenarios: [Scenario] = [
    Scenario(method: "post", path: AuthAPI.sessionsPath, status: 201) { try await $0.signIn() },
    Scenario(method: "post", path: AuthAPI.sessionsPath, status: 400) {
      try await $0.send("POST", AuthAPI.sessionsPath, json: ["email": "ada@example.com"])
    },
    Scenario(method: "post", path: AuthAPI.sessionsPath, status: 401) {
      try await $0.signIn(password: "wrong")
    },
    Scenario(
      method: "post", path: AuthAPI.sessionsPath, status: 408, limits: impatient,
      run: stalledBody(AuthAPI.sessionsPath)),
    Scenario(method: "post", path: AuthAPI.sessionsPath, status: 413) {
      try await $0.send("POST", AuthAPI.sessionsPath, body: tooLarge)
    },
    Scenario(method: "post", path: AuthAPI.sessionsPath, status: 415) {
      try await $0.send(
        "POST", AuthAPI.sessionsPath, body: Data("{}".utf8), headers: ["Content-Type": "text/plain"]
      )
    },
    Scenario(method: "post", path: AuthAPI.sessionsPath, status: 429) { server in
      for _ in 0..<5 { _ = try await server.signIn(password: "wrong") }
      return try await server.signIn()
    },
    Scenario(
      method: "post", path: AuthAPI.sessionsPath, status: 500, hasher: { FailingHasher() },
      run: { try await $0.signIn() }),
    Scenario(
      method: "post", path: AuthAPI.sessionsPath, status: 503, limits: withoutLine
    ) { server in
      let gate = server.server.passwordChecks
      while gate.enter() {}
      return try await server.signIn()
    },
    Scenario(method: "delete", path: AuthAPI.currentSessionPath, status: 204) { server in
      let token = try await server.token()
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
    Scenario(
      method: "post", path: AuthAPI.passwordResetsPath, status: 408, limits: impatient,
      run: stalledBody(AuthAPI.passwordResetsPath)),
    Scenario(method: "post", path: AuthAPI.passwordResetsPath, status: 413) {
      try await $0.send("POST", AuthAPI.passwordResetsPath, body: tooLarge)
    },
    Scenario(method: "post", path: AuthAPI.passwordResetsPath, status: 415) {
      try await $0.send(
        "POST", AuthAPI.passwordResetsPath, body: Data("email=x%40example.com".utf8),
        headers: ["Content-Type": "application/x-www-form-urlencoded"])
    },
    Scenario(method: "post", path: AuthAPI.passwordResetsPath, status: 429) { server in
      for _ in 0..<3 {
        _ = try await server.send(
          "POST", AuthAPI.passwordResetsPath, json: ["email": "x@example.com"])
      }
      return try await server.send(
        "POST", AuthAPI.passwordResetsPath, json: ["email": "x@example.com"])
    },
    Scenario(method: "get", path: AuthRoutes.openAPIPath, status: 200) {
      try await $0.send("GET", AuthRoutes.openAPIPath)
    },
    Scenario(method: "head", path: AuthRoutes.openAPIPath, status: 200) {
      try await $0.send("HEAD", AuthRoutes.openAPIPath)
    },
  ]
}
