import Foundation
import Testing

/// `demo todo` in tmux, its keys sent in one write, as a script or a fast typist's type-ahead
/// sends them: Enter reads the task off the main actor before its detail opens, and the keys
/// that came with the Enter still reach the detail, as they did when it opened without a read.
@Suite struct DemoTodoTypeAheadTests {
  @Test(.needsTmux) func keysSentWithEnterReachTheDetailItOpens() async throws {
    let folder = try TodoTestFolder()
    let path = folder.database
    // Keys wait for the read up to 2 s, not 50 ms, so that a busy machine does not decide the
    // test; they go on once the read is done (the detail's day watch, asleep, is at rest).
    let session = try TmuxSession(
      executable: BuiltProducts.executable(named: "demo"), arguments: ["todo", "--db", path],
      size: DemoTodoRun.size, environment: ["THINTERMINAL_TYPEAHEAD_WAIT_MS": "2000"])
    defer { session.close() }
    try await session.waitForText("Do a blog post")
    try session.sendKeys("Enter", " today", "Escape")
    try await session.waitUntil("the list, the title edited") { rows in
      rows.contains { $0.contains("Todo List") }
        && rows.contains { $0.contains("Write some tests today") }
    }
    try session.sendKeys("q")
    let exit = try await session.waitForExit()
    #expect(exit.status == 0)
    #expect(
      try DemoTodoRun.sqlite(path, "SELECT title FROM todoItem ORDER BY createdAt LIMIT 1")
        == "Write some tests today")
  }
}
