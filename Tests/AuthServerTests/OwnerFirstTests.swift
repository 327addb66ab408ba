import AuthContract
import Foundation
import Synchronization
import Testing

@testable import AuthServer

/// Guessing is limited per account across addresses (ASVS 2.2.1), and yet nobody can lock the
/// owner out: where the owner signed in before has a limit of its own, a busy server's 503
/// never counts, and the owner's check goes first in line. Time is the test clock's; the
/// checks run for real.
@Suite struct OwnerFirstTests {
  private static let owner = "127.0.7.100"

  private static func attacker(_ index: Int) -> String { "127.0.8.\(index % 10 + 1)" }

  /// The issue's bar: 8 addresses × 5 guesses are 40 passwords tried, of which only the
  /// account's limit for new addresses (10) is checked; a 9th address, with the right
  /// password, is refused too, and says why.
  @Test func fortyGuessesFromEightAddressesAreNotAllChecked() async throws {
    try await LiveServer.with { server throws in
      var statuses: [Int] = []
      for address in 1...8 {
        for guess in 0..<5 {
          let answer = try await server.signIn(
            from: "127.0.9.\(address)", password: "guess \(address)-\(guess)")
          statuses.append(answer.status)
        }
      }
      let checked = server.server.accounts.comparisons
      print("distributed guess: 40 guesses from 8 addresses, \(checked) checked")
      #expect(checked == server.server.limits.failuresPerAccount.maximum)
      #expect(statuses.filter { $0 == 401 }.count == checked)
      #expect(statuses.filter { $0 == 429 }.count == 40 - checked)
      let ninth = try await server.signIn(from: "127.0.9.9")
      #expect(ninth.status == 429)
      #expect(
        ninth.json?["message"] as? String
          == "Too many failed attempts on this account. Try again in 900 s, or from where you last signed in."
      )
    }
  }

  @Test func theOwnerSignsInWhereTheySignedInBeforeWhileTheAccountIsLockedElsewhere() async throws {
    try await LiveServer.with { server throws in
      #expect(try await server.signIn(from: Self.owner).status == 201)
      for guess in 0..<30 {
        _ = try await server.signIn(from: Self.attacker(guess), password: "guess \(guess)")
      }
      #expect(try await server.signIn(from: "127.0.9.1").status == 429, "a new address")
      #expect(try await server.signIn(from: Self.owner).status == 201)
      // The owner's own mistakes there count against a limit of their own.
      for _ in 0..<4 {
        #expect(try await server.signIn(from: Self.owner, password: "typo").status == 401)
      }
      #expect(try await server.signIn(from: Self.owner).status == 201)
    }
  }

  /// The issue's scenario, driven exactly: the owner (who signed in from there before) tries
  /// the right password every 0.5 s, 20 times, while two attackers, each as fast as the server
  /// answers, rotate wrong passwords over 10 addresses; two password checks run at once, as on
  /// the machine of the report. At least 9 in 10 of the owner's sign-ins succeed.
  @Test(.timeLimit(.minutes(2)))
  func theOwnerSignsInUnderARotatingAttack() async throws {
    var limits = LiveServer.testLimits
    limits.maximumConcurrentPasswordChecks = 2
    try await LiveServer.with(limits: limits) { server throws in
      #expect(try await server.signIn(from: Self.owner).status == 201)
      let attack = Attack()
      let attackers = (0..<2).map { worker in
        Task {
          var statuses: [Int: Int] = [:]
          var guess = worker
          while attack.isOn {
            let answer = try? await server.signIn(
              from: Self.attacker(guess), password: "guess \(guess)")
            statuses[answer?.status ?? 0, default: 0] += 1
            guess += 2
          }
          return statuses
        }
      }
      var successes = 0
      var failure: (any Error)?
      do {
        for _ in 0..<20 {
          if try await server.signIn(from: Self.owner).status == 201 { successes += 1 }
          await server.clock.advance(by: .milliseconds(500))
        }
      } catch {
        failure = error
      }
      // Stopped and awaited before the server stops, whatever happened.
      attack.stop()
      var attacks: [Int: Int] = [:]
      for attacker in attackers { attacks.merge(await attacker.value, uniquingKeysWith: +) }
      if let failure { throw failure }
      print(
        "availability: the owner signed in \(successes) times in 20 (every 0.5 s) while two "
          + "attackers over 10 addresses got \(attacks.sorted(by: { $0.key < $1.key }))")
      #expect(successes >= 18)
      #expect(attacks[201] == nil, "no attacker got in")
    }
  }

  /// A 503 never counts: however often every check is busy, the owner's next attempt is
  /// compared once one is free.
  @Test func aBusyServerNeverLocksTheOwnerOut() async throws {
    var limits = LiveServer.testLimits
    limits.maximumConcurrentPasswordChecks = 1
    limits.maximumWaitingPasswordChecks = 0
    try await LiveServer.with(limits: limits) { server throws in
      let gate = server.server.passwordChecks
      #expect(gate.enter())
      for _ in 0..<10 { #expect(try await server.signIn().statusCode == 503) }
      #expect(server.server.accounts.comparisons == 0)
      gate.leave()
      #expect(try await server.signIn().statusCode == 201)
    }
  }

  /// The line for a check is owner first: a check from a known address takes the place of
  /// another, which is refused in its stead.
  @Test func aKnownAddressGoesFirstInLine() async {
    let gate = PasswordCheckGate(limit: 1, waitingLimit: 1)
    #expect(gate.enter())
    guard case .waiting(let other) = gate.request(priority: .other) else {
      Issue.record("the line has room")
      return
    }
    #expect(gate.request(priority: .other) == .refused, "the line is full")
    guard case .waiting(let owner) = gate.request(priority: .knownAddress) else {
      Issue.record("the owner takes the other's place")
      return
    }
    #expect(await gate.wait(for: other) == false)
    gate.leave()
    #expect(await gate.wait(for: owner))
    #expect(gate.inUse == 1 && gate.waiting == 0)
  }

  @Test func aCancelledWaitGivesUpItsPlaceInLine() async {
    let gate = PasswordCheckGate(limit: 1, waitingLimit: 2)
    #expect(gate.enter())
    guard case .waiting(let first) = gate.request(priority: .other),
      case .waiting(let second) = gate.request(priority: .other)
    else {
      Issue.record("both wait")
      return
    }
    let waiting = Task { await gate.wait(for: first) }
    waiting.cancel()
    #expect(await waiting.value == false)
    gate.leave()
    #expect(await gate.wait(for: second), "the place went to the next one")
  }

  /// Correct sign-ins all at once never lock the account: the attempts past the limit are
  /// refused while the others run, and the next one gets in.
  @Test func twentyCorrectSignInsAtOnceLeaveTheAccountOpen() async throws {
    try await LiveServer.with { server throws in
      let statuses = try await withThrowingTaskGroup(of: Int.self) { group in
        for _ in 0..<20 { group.addTask { try await server.signIn().statusCode } }
        return try await group.reduce(into: [Int]()) { $0.append($1) }
      }
      #expect(statuses.filter { $0 == 201 }.count >= 1)
      #expect(Set(statuses).isSubset(of: [201, 429]))
      #expect(try await server.signIn().statusCode == 201)
    }
  }
}

/// Whether the attackers go on: set once, read by several tasks.
private final class Attack: Sendable {
  private let on = Atomic(true)

  var isOn: Bool { on.load(ordering: .relaxed) }

  func stop() {
    on.store(false, ordering: .relaxed)
  }
}
