import Foundation
import Testing

/// The disk fails the app's reads of its file for a while after it opened (a bad sector, a disk
/// going away): SQLite reports such a read as damage, but the file is not damaged. The app says
/// it could not read, waits the failure out, and saves every change once the disk reads again;
/// it never calls the file damaged nor stops saving for the session.
@Suite struct DemoTodoReadFaultTests {
  /// `demo todo --db path` with the reads of `path` failing while `reads` says.
  private func start(_ path: String, _ reads: FailingReads) throws -> TmuxSession {
    try TmuxSession(
      executable: BuiltProducts.executable(named: "demo"), arguments: ["todo", "--db", path],
      size: DemoTodoRun.size, environment: reads.environment)
  }

  @Test(.needsTmux, .needsCompiler) func aChangeWaitsForTheDiskAndIsSaved() async throws {
    let folder = try TodoTestFolder()
    let path = folder.database
    try await DemoTodoRun.makeDatabase(path)
    let reads = try FailingReads(of: path, in: folder)
    let session = try start(path, reads)
    defer { session.close() }
    try await session.waitForText("Do a blog post")

    try reads.start()
    // The first row, "Write some tests", marked done: the write must read the file, and waits.
    try session.sendKeys("Space")
    try await session.waitForText("the disk reported an input/output error; trying again")
    #expect(!(try session.capturedText().contains("damaged")))
    try reads.stop()
    try await session.waitForText("Saved: the change that waited.")
    try session.sendKeys("q")
    #expect(try await session.waitForExit().status == 0)
    let done = try DemoTodoRun.sqlite(
      path, "SELECT done FROM todoItem WHERE title = 'Write some tests'")
    #expect(done == "1")
  }

  /// Rows the list cannot read are said as a failed read, not as damage, and read once the
  /// disk reads again, when the notice goes.
  @Test(.needsTmux, .needsCompiler) func rowsThatCannotBeReadAreAFailedReadNotDamage()
    async throws
  {
    let folder = try TodoTestFolder()
    let path = folder.database
    // Enough rows that the end of the list is not in SQLite's cache when the reads fail.
    let seed = try Subprocess.run([
      try BuiltProducts.executable(named: "demo").path, "todo", "--seed", "3000", "--db", path,
    ])
    #expect(seed.status == 0, "\(seed.errors)")
    let reads = try FailingReads(of: path, in: folder)
    let session = try start(path, reads)
    defer { session.close() }
    try await session.waitUntil("the first rows") { rows in rows.contains { $0.contains("#") } }

    try reads.start()
    try session.sendKeys("End")
    try await session.waitForText("Reading the file failed (an input/output error)")
    #expect(!(try session.capturedText().contains("damaged")))
    try reads.stop()
    try session.sendKeys("Up")
    try await session.waitUntil("the last rows read, the notice gone") { rows in
      rows.filter { $0.contains("#") }.count > 5 && !rows.contains { $0.trimmed == "…" }
        && !rows.contains { $0.contains("could not be read") }
    }
    try session.sendKeys("q")
    #expect(try await session.waitForExit().status == 0)
  }
}

extension String {
  fileprivate var trimmed: String { trimmingCharacters(in: .whitespaces) }
}
