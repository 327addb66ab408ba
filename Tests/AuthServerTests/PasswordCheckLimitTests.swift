import AuthContract
import AuthServer
import Foundation
import Testing

/// At most so many password checks run at once; one more sign-in is answered 503 with
/// Retry-After at once, and counts against the account like any attempt.
@Suite struct PasswordCheckLimitTests {
  static let limits = AuthServerLimits(maximumConcurrentPasswordChecks: 2)

  @Test func aSignInWhileEveryCheckIsBusyIsAnswered503() async throws {
    try await LiveServer.with(limits: Self.limits) { server throws in
      let gate = server.server.passwordChecks
      #expect(gate.enter() && gate.enter())
      let busy = try await server.signIn()
      #expect(busy.statusCode == 503)
      #expect(busy.code == AuthErrorCode.backend.rawValue)
      #expect(busy.json?["retryAfter"] as? Int == 1)
      #expect(busy.value(forHeaderField: "Retry-After") == "1")
      #expect(server.server.accounts.comparisons == 0)
      gate.leave()
      gate.leave()
      // The busy answer counted: four more attempts lock the account, the right one included.
      for _ in 0..<4 { #expect(try await server.signIn(password: "wrong").statusCode == 401) }
      #expect(try await server.signIn().statusCode == 429)
      #expect(server.server.accounts.comparisons == 4)
    }
  }

  @Test func aBurstRunsAsManyChecksAsAllowedAndRefusesTheRest() async throws {
    let hasher = HeldHasher()
    try await LiveServer.with(limits: Self.limits, hasher: hasher) { server throws in
      let burst = Task {
        try await withThrowingTaskGroup(of: Int.self) { group in
          for index in 0..<10 {
            group.addTask {
              try await server.signIn(email: "user\(index)@example.com").statusCode
            }
          }
          return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
      }
      await hasher.waitForChecks(2)
      #expect(server.server.passwordChecks.inUse == 2)
      hasher.release()
      let statuses = try await burst.value
      #expect(statuses.filter { $0 == 401 }.count >= 2)
      #expect(statuses.filter { $0 == 503 }.count + statuses.filter { $0 == 401 }.count == 10)
      #expect(server.server.accounts.comparisons == statuses.filter { $0 == 401 }.count)
      #expect(server.server.passwordChecks.inUse == 0)
    }
  }

  /// Busy answers count, so a flood that keeps the checks busy cannot free places in the
  /// limit for the right password.
  @Test func aBurstAgainstBusyChecksNeverLetsTheRightPasswordIn() async throws {
    let hasher = HeldHasher()
    try await LiveServer.with(limits: Self.limits, hasher: hasher) { server throws in
      let burst = Task {
        try await withThrowingTaskGroup(of: Int.self) { group in
          for attempt in 0..<40 {
            group.addTask { try await server.signIn(password: "wrong \(attempt)").statusCode }
          }
          return try await group.reduce(into: [Int]()) { $0.append($1) }
        }
      }
      await hasher.waitForChecks(2)
      let right = try await server.signIn()
      #expect([429, 503].contains(right.statusCode), "the right password inside the burst")
      hasher.release()
      let statuses = try await burst.value
      #expect(statuses.filter { $0 == 401 }.count == 2)
      #expect(statuses.filter { $0 == 503 }.count + (right.statusCode == 503 ? 1 : 0) == 3)
      #expect(server.server.accounts.comparisons == 2)
      #expect(try await server.signIn().statusCode == 429)
    }
  }

  @Test func aFailingCheckIsAServerFailureThatDoesNotCount() async throws {
    try await LiveServer.with(hasher: FailingHasher()) { server throws in
      for _ in 0..<6 {
        let answer = try await server.signIn()
        #expect(answer.statusCode == 500)
        #expect(answer.code == AuthErrorCode.backend.rawValue)
        #expect(answer.message == "Something went wrong.")
      }
      #expect(server.server.passwordChecks.inUse == 0)
    }
  }
}
