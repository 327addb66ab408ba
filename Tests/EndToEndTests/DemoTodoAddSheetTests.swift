import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `demo todo` in tmux with the Add sheet open and a title typed: however the app ends (Ctrl-C,
/// `kill -TERM`, `kill -HUP`, the window closed), the title typed is saved, as the detail saves
/// its edits; a signal still ends the program by that signal, and the terminal is given back.
@Suite struct DemoTodoAddSheetTests {
  /// The titles in the file at `path`, oldest first.
  private func titles(in path: String) throws -> String {
    try DemoTodoRun.sqlite(path, "SELECT title FROM todoItem ORDER BY createdAt")
  }

  @Test(.needsTmux, arguments: ["C-c", "SIGTERM", "SIGHUP", "hang up"])
  func leavingTheAddSheetAnyWaySavesTheTitleTyped(way: String) async throws {
    let folder = try TodoTestFolder()
    let path = folder.database
    let session = try DemoTodoRun.start(path)
    defer { session.close() }
    try await session.waitForText("Do a blog post")
    try session.sendKeys("+")
    try await session.waitForText("New Task")
    try session.type("Buy milk")
    try await session.waitForText("Buy milk")
    let expected = "Write some tests\nDo a blog post\nBuy milk"
    switch way {
    case "SIGTERM": try session.signalProgram(SIGTERM)
    case "SIGHUP": try session.signalProgram(SIGHUP)
    case "hang up":
      // Hung up, the program saves as it ends: the title is in the file once it has ended.
      try await session.hangUpAndWaitForTheProgramsEnd()
      #expect(try titles(in: path) == expected)
      return
    default: try session.sendKeys(way)
    }
    let exit = try await session.waitForExit()
    let signal = way == "SIGTERM" ? SIGTERM : way == "SIGHUP" ? SIGHUP : 0
    #expect(exit.status == (signal == 0 ? 0 : 128 + signal))
    try session.expectRestored(exit)
    #expect(try titles(in: path) == expected)
  }
}
