import AuthContract
import AuthServer
import Foundation
import Testing

/// At most so many password checks run at once, and so many wait in line; one more sign-in is
/// answered 503 with Retry-After at once, and does not count against anyone: a busy server
/// locks nobody out.
@Suite struct PasswordCheckLimitTests {
  /// Two checks at once, and no line behind them.
  static let limits = LiveServer.testLimits {
    $0.maximumConcurrentPasswordChecks = 2
    $0.maximumWaitingPasswordChecks = 0
  }

  @Test func aSignInWhileEveryCheckIsBusyIsAnswered503AndDoesNotCount() async throws {
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
      // The busy answer did not count: five wrong passwords still lock the account.
      for _ in 0..<5 { #expect(try await server.signIn(password: "wrong").statusCode == 401) }
      #expect(try await server.signIn().statusCode == 429)
      #expect(server.server.accounts.comparisons == 5)
    }
  }

  @Test(.timeLimit(.minutes(5)))
  func aBurstRunsAsManyChecksAsAllowedAndRefusesTheRest() async throws {
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

  /// However a burst of wrong passwords meets busy checks, only those with a place are
  /// compared, the right password inside it is refused, and once it is over the right
  /// password gets in: the refusals for being busy did not lock the account.
  @Test(.timeLimit(.minutes(5)))
  func aBurstAgainstBusyChecksComparesOnlyThoseWithAPlaceAndLocksNobodyOut() async throws {
    let hasher = HeldHasher()
    try await LiveServer.with(limits: Self.limits, hasher: hasher) { server throws in
      let (answers, answered) = AsyncThrowingStream.makeStream(of: Int.self)
      for attempt in 0..<40 {
        Task {
          do {
            answered.yield(try await server.signIn(password: "wrong \(attempt)").statusCode)
          } catch {
            answered.finish(throwing: error)
          }
        }
      }
      var statuses: [Int] = []
      var iterator = answers.makeAsyncIterator()
      for _ in 0..<38 { statuses.append(try #require(try await iterator.next())) }
      #expect(Set(statuses).isSubset(of: [429, 503]), "all but the two held")
      let right = try await server.signIn()
      #expect([429, 503].contains(right.statusCode), "the right password inside the burst")
      hasher.release()
      for _ in 0..<2 { statuses.append(try #require(try await iterator.next())) }
      #expect(statuses.filter { $0 == 401 }.count == 2)
      #expect(server.server.accounts.comparisons == 2)
      #expect(try await server.signIn().statusCode == 201)
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
