import Foundation
import Testing

/// `demo todo` on a file `sqlite3` holds in a transaction in rollback-journal mode, which
/// stops even reading it: the list shows at once and says what it waits for, then the tasks
/// once the lock goes.
@Suite struct DemoTodoLockedAtLaunchTests {
  @Test(.needsTmux) func theListSaysWhatItWaitsForThenShowsTheTasks() async throws {
    let folder = try TodoTestFolder()
    let path = folder.database
    try await DemoTodoRun.makeDatabase(path)
    let holder = try LockHolder(exclusive: path)
    defer { holder.release() }
    let session = try DemoTodoRun.start(path)
    defer { session.close() }
    // The words wrap with the path's length: read them on one line.
    try await session.waitUntil("the wait said") { lines in
      lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ").contains(
        "another program holds it locked (a transaction it keeps open, as sqlite3's BEGIN does), "
          + "which stops even reading it. Trying for 10 seconds…")
    }
    #expect(!(try session.capturedText().contains("Do a blog post")))

    holder.rollBack()
    try await session.waitForText("Do a blog post")
    try session.sendKeys("q")
    #expect(try await session.waitForExit().status == 0)
  }
}
