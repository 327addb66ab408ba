import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `demo todo` while its file is made read-only under it (`chmod a-w`, as a user protecting it
/// would): SQLite's open descriptor could still write it, and root may anyway, so the app holds
/// the change, named, and writes nothing until the file may be written again.
@Suite struct DemoTodoFileChangedTests {
  @Test(.needsTmux) func aFileMadeReadOnlyIsNotWrittenUntilItMayBeAgain() async throws {
    let folder = try TodoTestFolder()
    let path = folder.database
    try await DemoTodoRun.makeDatabase(path)
    let session = try DemoTodoRun.start(path)
    defer { session.close() }
    try await session.waitForText("Do a blog post")
    #expect(chmod(path, 0o444) == 0)
    // The change would go to the log first: it must not grow.
    let log = FileManager.default.contents(atPath: path + "-wal")

    try session.sendKeys("Space")
    try await session.waitForText("Not saved yet")
    try await session.waitForText("1 change not saved yet — the file was made read-only")
    #expect(FileManager.default.contents(atPath: path + "-wal") == log)

    // The alert takes keys once its button shows focused.
    try await session.waitForText("▸ Close ◂")
    try session.sendKeys("Enter")
    try await session.waitUntil("the alert closed") {
      !$0.contains { $0.contains("Not saved yet") }
    }
    #expect(chmod(path, 0o644) == 0)
    try await session.waitUntil("the change saved") { lines in
      !lines.contains { $0.contains("not saved yet") }
    }
    try session.sendKeys("q")
    #expect(try await session.waitForExit().status == 0)
    #expect(
      try DemoTodoRun.sqlite(path, "SELECT done FROM todoItem WHERE title = 'Write some tests'")
        == "1")
  }
}
