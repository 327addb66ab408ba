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
///
/// The change's failure comes while the user types in the Add sheet: it shows on the list's
/// notice lines, takes none of the keys, and says "Saved" once the file may be written again.
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

    // Space, then the Add sheet and a title typed at once: the toggle's failure comes in
    // while the keys do.
    let title = "Buy milk 🥛 牛乳を買う"
    try session.sendKeys("Space", "+")
    try session.type(title)
    try await session.waitForText("1 change not saved yet — the file was made read-only")
    try await session.waitForText("Task     \(title)")
    try session.sendKeys("Enter")
    try await session.waitForText("2 changes not saved yet — the file was made read-only")
    try await session.waitForText("• Marking “Write some tests” done")
    try await session.waitForText("• Adding “\(title)”")
    #expect(FileManager.default.contents(atPath: path + "-wal") == log)
    #expect(!(try session.capturedText().contains("Close")), "no alert")

    #expect(chmod(path, 0o644) == 0)
    // "Saved" shows for 5 s (`TodoWriteNoticeBoard.savedShownFor`).
    try await session.waitForFleetingText(
      "Saved: the 2 changes that waited.", shownFor: .seconds(5)
    ) { lines in !lines.contains { $0.contains("not saved yet") } }
    #expect(!(try session.capturedText().contains("not saved yet")))
    try await session.waitUntil("the saved notice gone") { lines in
      !lines.contains { $0.contains("Saved:") }
    }
    try session.sendKeys("q")
    #expect(try await session.waitForExit().status == 0)
    #expect(
      try DemoTodoRun.sqlite(path, "SELECT done FROM todoItem WHERE title = 'Write some tests'")
        == "1")
    #expect(
      try DemoTodoRun.sqlite(path, "SELECT count(*) FROM todoItem WHERE title = '\(title)'")
        == "1")
  }
}
