import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `demo todo` from scripts: a file it refuses, a folder that is not there, seeding, and a seed
/// killed halfway.
@Suite struct DemoTodoLaunchTests {
  /// Runs `demo todo` with `arguments`, expects it to stop with an error and give the terminal
  /// back, and returns the screen it left.
  private func failedLaunchScreen(_ arguments: [String]) async throws -> String {
    let session = try DemoTodoRun.start(arguments: arguments)
    defer { session.close() }
    let exit = try await session.waitForExit()
    #expect(exit.status != 0)
    try session.expectRestored(exit)
    return try session.capturedText()
  }

  @Test(.needsTmux) func aFileThatIsNotADatabaseStopsTheLaunchAndStaysAsItWas() async throws {
    let folder = try TodoTestFolder()
    let path = folder.path("notes.txt")
    let bytes = Data("Remember: this is not a database.\n".utf8)
    try bytes.write(to: URL(fileURLWithPath: path))
    // The error is printed on the screen given back, where the person who ran it reads it.
    let screen = try await failedLaunchScreen(["--db", path])
    #expect(screen.contains("startup step \"Database\" failed:"))
    #expect(screen.contains("is not a SQLite database"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
  }

  /// A `--db` path in a folder that does not exist (a typo, most likely) makes no folder.
  @Test(.needsTmux) func aDatabaseInAMissingFolderStopsTheLaunchAndCreatesNothing() async throws {
    let folder = try TodoTestFolder()
    let missing = folder.path("nonexistent")
    let screen = try await failedLaunchScreen(["--db", missing + "/x.sqlite"])
    #expect(screen.contains("startup step \"Database\" failed:"))
    #expect(screen.contains("the folder \(missing) does not exist"))
    #expect(!FileManager.default.fileExists(atPath: missing))

    let seeding = try Subprocess.run(
      [BuiltProducts.executable(named: "demo").path, "todo", "--seed", "5", "--db", missing + "/x"])
    #expect(seeding.status != 0)
    #expect(seeding.errors.contains("the folder \(missing) does not exist"))
    #expect(!FileManager.default.fileExists(atPath: missing))
  }

  @Test func aNegativeSeedIsRefusedAsNotPositive() throws {
    let result = try Subprocess.run(
      [BuiltProducts.executable(named: "demo").path, "todo", "--seed", "-5", "--in-memory"])
    #expect(result.status != 0)
    #expect(result.errors.contains("--seed needs a positive number of items."))
  }

  /// One progress line per transaction of 10,000 items, then the total; one item is "1 item".
  @Test(arguments: [
    (
      25000,
      ["10000 of 25000 items (40%)", "20000 of 25000 items (80%)", "25000 of 25000 items (100%)"],
      "Added 25000 items"
    ),
    (1, ["1 of 1 item (100%)"], "Added 1 item"),
  ])
  func seedFillsTheDatabaseShowingProgress(count: Int, progress: [String], total: String) throws {
    let folder = try TodoTestFolder()
    let database = folder.path("seeded.sqlite")
    let result = try Subprocess.run(
      [
        BuiltProducts.executable(named: "demo").path, "todo", "--seed", "\(count)", "--db",
        database,
      ])
    #expect(result.status == 0)
    #expect(
      result.errors.split(separator: "\n").map(String.init)
        == progress.map { "Seeding \(database): \($0)" } + ["\(total) to \(database)."])
    #expect(try DemoTodoRun.sqlite(database, "SELECT COUNT(*) FROM todoItem") == "\(count)")
  }

  /// Killed with SIGKILL in the middle of a seed, the process keeps every batch it reported
  /// committed, and the file is whole.
  @Test(.needsTmux) func aKilledProcessLosesNothingItCommitted() async throws {
    let folder = try TodoTestFolder()
    let database = folder.path("killed.sqlite")
    // Batches of 10: a hundred thousand commits, so the seed is still running when a test
    // starved by the whole suite in parallel gets to kill it (batches of 10,000 ended first).
    let session = try DemoTodoRun.start(arguments: [
      "--seed", "1000000", "--batch-size", "10", "--db", database,
    ])
    defer { session.close() }
    let rows = try await session.waitUntil("a few batches committed") {
      rows in rows.contains { (Self.reportedCount(in: $0) ?? 0) >= 3000 }
    }
    try session.signalProgram(SIGKILL)
    let exit = try await session.waitForExit()
    #expect(exit.status == 128 + SIGKILL)
    let reported = try #require(rows.compactMap(Self.reportedCount).max())
    #expect(try DemoTodoRun.sqlite(database, "PRAGMA integrity_check") == "ok")
    let stored = try #require(
      Int(try DemoTodoRun.sqlite(database, "SELECT COUNT(*) FROM todoItem")))
    #expect(stored >= reported, "every batch reported as committed is there")
    #expect(stored % 10 == 0, "no half batch: each is one transaction")
    #expect(stored < 1_000_000)
  }

  /// "N" in a progress line "Seeding PATH: N of M items (P%)".
  private static func reportedCount(in line: String) -> Int? {
    guard let colon = line.range(of: ": "), let of = line.range(of: " of ") else { return nil }
    return Int(line[colon.upperBound..<of.lowerBound])
  }
}
