import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Crash safety: a process writing in a loop, killed with SIGKILL at random points, never loses
/// what it reported committed and never leaves a damaged file.
@Suite struct DemoTodoCrashTests {
  /// How long the whole test may take; the iterations stop when it is spent. Alone it needs
  /// about a second for 20 rounds; the whole suite in parallel on two cores has held a round
  /// (three processes started) for over ten.
  private static let budget = Duration.seconds(30)

  /// What one round found.
  private struct Round: Sendable {
    let batch: Int
    let target: Int
    let integrity: String
    let lost: Int
  }

  /// Each round starts `demo todo --seed` on the same file, in small random batches, printing
  /// each committed id; reads a random number of them (none: killed while opening), kills
  /// the process, and checks the file with the `sqlite3` shell.
  @Test func killedAtRandomPointsItKeepsEveryReportedCommit() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("todo-crash-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let database = folder.appendingPathComponent("crash.sqlite").path
    let demo = try BuiltProducts.executable(named: "demo")
    // Seconds of blocking reads and process waits: on a thread of their own, not on one of the
    // two that run every test's asynchronous work (holding one starved other tests).
    let (rounds, reported) = try await Self.onOwnThread {
      try Self.killRounds(demo, database: database)
    }
    for (number, round) in rounds.enumerated() {
      #expect(round.integrity == "ok", "round \(number + 1)")
      let place = "batch \(round.batch), killed after \(round.target) ids"
      #expect(round.lost == 0, "round \(number + 1) (\(place)): lost \(round.lost)")
    }
    #expect(rounds.count >= 3, "at least three kills in \(Self.budget)")
    #expect(reported > 0)
  }

  /// The rounds, until 20 or the budget is spent, and how many ids were reported committed.
  private static func killRounds(_ demo: URL, database: String) throws -> ([Round], Int) {
    let deadline = ContinuousClock.now + budget
    var reported = Set<String>()
    var rounds: [Round] = []
    while rounds.count < 20, ContinuousClock.now < deadline {
      let target = rounds.isEmpty ? 0 : Int.random(in: 1...400)
      let batch = Int.random(in: 1...25)
      let ids = try runAndKill(
        demo,
        [
          "todo", "--seed", "1000000", "--batch-size", "\(batch)", "--print-committed-ids",
          "--db", database,
        ],
        afterLines: target, deadline: deadline)
      reported.formUnion(ids)
      let integrity = try sqlite(database, "PRAGMA integrity_check")
      // Killed while opening a new file, it may have no table yet (nor reported anything).
      let hasTable =
        try sqlite(database, "SELECT COUNT(*) FROM sqlite_master WHERE name = 'todoItem'") == "1"
      let stored = Set(
        try hasTable
          ? sqlite(database, "SELECT id FROM todoItem").split(separator: "\n").map(String.init)
          : [])
      rounds.append(
        Round(
          batch: batch, target: target, integrity: integrity,
          lost: reported.subtracting(stored).count))
    }
    return (rounds, reported.count)
  }

  /// Runs `body` on a new thread and returns what it returns.
  private static func onOwnThread<T: Sendable>(
    _ body: @escaping @Sendable () throws -> T
  ) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
      Thread { continuation.resume(with: Result { try body() }) }.start()
    }
  }

  /// Runs the program with standard output on a pipe, reads complete lines until `lines` have
  /// come (or the deadline, or the program's end), then kills it with SIGKILL and reaps it.
  private static func runAndKill(
    _ executable: URL, _ arguments: [String], afterLines lines: Int,
    deadline: ContinuousClock.Instant
  ) throws -> [String] {
    let (pid, descriptor) = try Subprocess.start([executable.path] + arguments)
    defer { close(descriptor) }
    var received = Data()
    var complete: [String] = []
    func takeCompleteLines() {
      guard let end = received.lastIndex(of: UInt8(ascii: "\n")) else { return }
      complete += String(decoding: received[...end], as: UTF8.self)
        .split(separator: "\n").map(String.init)
      received.removeSubrange(...end)
    }
    var buffer = [UInt8](repeating: 0, count: 65536)
    while complete.count < lines, ContinuousClock.now < deadline {
      // Waits for the child's next write, a second at most: a real condition, bounded.
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      guard poll(&poller, 1, 1000) >= 0 else { break }
      guard poller.revents != 0 else { continue }
      let count = read(descriptor, &buffer, buffer.count)
      guard count > 0 else { break }  // the child ended (it should not have)
      received.append(contentsOf: buffer[0..<count])
      takeCompleteLines()
    }
    kill(pid, SIGKILL)
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0, errno == EINTR {}
    // Lines written before the kill but not read yet were committed too.
    while case let count = read(descriptor, &buffer, buffer.count), count > 0 {
      received.append(contentsOf: buffer[0..<count])
    }
    takeCompleteLines()
    return complete
  }

  private static func sqlite(_ path: String, _ sql: String) throws -> String {
    try Subprocess.run(["sqlite3", path, sql]).checkedOutput()
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
