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
  /// How many kills the test makes: each round waits for its event (the lines it waits for,
  /// the child's end), however long a starved machine takes, so every run makes them all.
  private static let rounds = 6
  /// How long a round may wait for the child's next line before the test fails: only a child
  /// that stopped writing gets there.
  private static let stallLimit: Int32 = 120_000

  /// What one round found.
  private struct Round: Sendable {
    let batch: Int
    let target: Int
    let integrity: String
    let lost: Int
    /// Whether the per-day counts equal a count of the rows, the insert trigger in place (a
    /// batch sets it aside in its transaction).
    let countsHold: Bool
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
      #expect(round.countsHold, "round \(number + 1) (\(place)): counts or trigger")
    }
    #expect(rounds.count == Self.rounds)
    #expect(reported > 0)
  }

  /// The rounds, and how many ids were reported committed.
  private static func killRounds(_ demo: URL, database: String) throws -> ([Round], Int) {
    var reported = Set<String>()
    var rounds: [Round] = []
    while rounds.count < Self.rounds {
      let target = rounds.isEmpty ? 0 : Int.random(in: 1...400)
      let batch = Int.random(in: 1...25)
      let ids = try runAndKill(
        demo,
        [
          "todo", "--seed", "1000000", "--batch-size", "\(batch)", "--print-committed-ids",
          "--db", database,
        ],
        afterLines: target)
      reported.formUnion(ids)
      let integrity = try DemoTodoRun.sqlite(database, "PRAGMA integrity_check")
      // Killed while opening a new file, it may have no table yet (nor reported anything).
      let hasTable =
        try DemoTodoRun.sqlite(
          database, "SELECT COUNT(*) FROM sqlite_master WHERE name = 'todoItem'") == "1"
      let stored = Set(
        try hasTable
          ? DemoTodoRun.sqlite(database, "SELECT id FROM todoItem").split(separator: "\n").map(
            String.init)
          : [])
      rounds.append(
        Round(
          batch: batch, target: target, integrity: integrity,
          lost: reported.subtracting(stored).count,
          countsHold: try !hasTable || countsHold(in: database)))
    }
    return (rounds, reported.count)
  }

  /// Whether the file's per-day counts are those of its rows, both ways, and the trigger that
  /// keeps them is there.
  private static func countsHold(in database: String) throws -> Bool {
    let rows = "SELECT coalesce(dueDate, ''), count(*), sum(done = 0) FROM todoItem GROUP BY 1"
    let counts = "SELECT day, total, open FROM todoDayCount"
    let differing = try DemoTodoRun.sqlite(
      database,
      "SELECT count(*) FROM (SELECT * FROM (\(rows) EXCEPT \(counts)) "
        + "UNION ALL SELECT * FROM (\(counts) EXCEPT \(rows)))")
    let trigger = try DemoTodoRun.sqlite(
      database,
      "SELECT count(*) FROM sqlite_master WHERE type = 'trigger' AND name = 'todoItem_countInsert'")
    return differing == "0" && trigger == "1"
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
  /// come (or the program's end), then kills it with SIGKILL and reaps it. Throws when the
  /// program writes nothing for ``stallLimit``.
  private static func runAndKill(
    _ executable: URL, _ arguments: [String], afterLines lines: Int
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
    while complete.count < lines {
      // Waits for the child's next write: the event, with a failure's limit.
      var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      let ready = poll(&poller, 1, stallLimit)
      if ready < 0, errno == EINTR { continue }
      guard ready > 0 else {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        throw Stalled(lines: complete.count, wanted: lines)
      }
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

  /// A child that wrote nothing for ``stallLimit``.
  private struct Stalled: Error, CustomStringConvertible {
    let lines: Int
    let wanted: Int
    var description: String {
      "the seeding process wrote nothing for \(stallLimit) ms, after \(lines) of \(wanted) lines"
    }
  }
}
