import Foundation
import Testing
import ThinKit
import ThinTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `demo todo` run for real, in tmux as a person would use it.
@Suite struct DemoTodoTests {
  private func row(_ text: String, in rows: [String]) -> String? {
    rows.first { $0.contains(text) }
  }

  /// Waits until the cells of `text` have the `background`: the list's focused selection,
  /// a focused field; what says that the screen is ready for the next key.
  private func waitForBackground(
    _ background: Color, of text: String, in session: TmuxSession
  ) async throws {
    try await session.waitUntil("\"\(text)\" on \(background)") { _ in
      (try? session.captureStyled().cells(of: text)?.first?.background) == background
    }
  }

  @Test(.needsTmux) func addOpenEditToggleDeleteAndQuit() async throws {
    let theme = Theme.standard
    let folder = try TodoTestFolder()
    let database = folder.path("todo.sqlite")
    let session = try DemoTodoRun.start(arguments: ["--db", database])
    defer { session.close() }
    try await session.waitForText("Todo List")
    try await session.waitForText("Do a blog post")
    try await waitForBackground(theme.tint, of: "Write some tests", in: session)

    // Add, from the bar's "+" (Alt-+), in the sheet; Tab to the due date, then Return saves.
    try session.sendKeys("M-+")
    try await waitForBackground(theme.fieldFocusedBackground, of: "needs doing?", in: session)
    try session.type("Buy milk")
    try session.sendKeys("Tab")
    try session.type("+")
    try session.sendKeys("Enter")
    let added = try await session.waitUntil("the new item, due tomorrow") { rows in
      !rows.contains { $0.contains("New Task") }
        && self.row("Buy milk", in: rows)?.contains("Tomorrow") == true
    }
    #expect(added.contains { $0.trimmingCharacters(in: .whitespaces) == "Now" })

    // Open it (the first row, selected), edit the title, and go back with Esc.
    try await waitForBackground(theme.tint, of: "Buy milk", in: session)
    try session.sendKeys("Enter")
    try await session.waitForText("Done?")
    try await waitForBackground(theme.fieldFocusedBackground, of: "Buy milk", in: session)
    try session.type(" and eggs")
    try session.sendKeys("Escape")
    try await waitForBackground(theme.tint, of: "Buy milk and eggs", in: session)

    // Toggle it done with Space.
    try session.sendKeys("Space")
    try await session.waitUntil("a check mark") { rows in
      self.row("Buy milk and eggs", in: rows)?.contains("Tomorrow ✓") == true
    }

    // Delete it: d, then Right from "Cancel" (focused first) to "Delete", and Enter.
    try session.sendKeys("d")
    try await session.waitForText("▸ Cancel ◂")
    #expect(try session.capture().contains { $0.contains("Delete “Buy milk and eggs”?") })
    try session.sendKeys("Right")
    try await session.waitForText("▸ Delete ◂")
    try session.sendKeys("Enter")
    try await session.waitUntil("the item gone") { rows in
      self.row("Buy milk", in: rows) == nil && self.row("Write some tests", in: rows) != nil
    }

    try session.sendKeys("q")
    let exit = try await session.waitForExit()
    #expect(exit.status == 0)
    try session.expectRestored(exit)
    #expect(
      try DemoTodoRun.sqlite(
        database, "SELECT title || ':' || done FROM todoItem ORDER BY createdAt")
        == "Write some tests:0\nDo a blog post:1")
  }

  /// Leaving never drops an edit: `q`, Ctrl-C, a termination signal (`kill -TERM`, `kill
  /// -HUP`) and the window closed (the terminal hung up: input ends, the kernel sends SIGHUP) on
  /// the detail save what Back would, and the terminal is given back; a signal still ends the
  /// program by that signal, as its parent expects.
  @Test(.needsTmux, arguments: ["q", "C-c", "SIGTERM", "SIGHUP", "hang up"])
  func leavingTheDetailAnyWaySavesTheEdit(way: String) async throws {
    let theme = Theme.standard
    let folder = try TodoTestFolder()
    let database = folder.path("todo.sqlite")
    let session = try DemoTodoRun.start(arguments: ["--db", database])
    defer { session.close() }
    try await waitForBackground(theme.tint, of: "Write some tests", in: session)
    try session.sendKeys("Enter")
    try await waitForBackground(theme.fieldFocusedBackground, of: "Write some tests", in: session)
    try session.type(" today")
    try await session.waitForText("Write some tests today")
    switch way {
    case "SIGTERM": try session.signalProgram(SIGTERM)
    case "SIGHUP": try session.signalProgram(SIGHUP)
    case "hang up":
      // Hung up, the program saves as it ends: the title is in the file once it has ended.
      try await session.hangUpAndWaitForTheProgramsEnd()
      #expect(
        try DemoTodoRun.sqlite(database, "SELECT title FROM todoItem ORDER BY createdAt LIMIT 1")
          == "Write some tests today")
      return
    case "q":
      // In the field `q` is typed: from the switch it quits.
      try session.sendKeys("Tab")
      try await session.waitForText("Space switch")
      try session.sendKeys("q")
    default: try session.sendKeys(way)
    }
    let exit = try await session.waitForExit()
    let signal = way == "SIGTERM" ? SIGTERM : way == "SIGHUP" ? SIGHUP : 0
    #expect(exit.status == (signal == 0 ? 0 : 128 + signal))
    try session.expectRestored(exit)
    #expect(
      try DemoTodoRun.sqlite(database, "SELECT title FROM todoItem ORDER BY createdAt LIMIT 1")
        == "Write some tests today")
  }

  /// Someone adding tasks without waiting for the screen: "+", a title and Return, three
  /// times in one burst of keys. Every key after a Return reaches the list and the next
  /// sheet, none goes into a sheet that is closing.
  @Test(.needsTmux) func tasksAddedInOneBurstAreAllSaved() async throws {
    let folder = try TodoTestFolder()
    let database = folder.path("todo.sqlite")
    let session = try DemoTodoRun.start(arguments: ["--db", database])
    defer { session.close() }
    try await waitForBackground(Theme.standard.tint, of: "Write some tests", in: session)
    try session.sendKeys(
      "M-+", "Item 1", "Enter", "M-+", "Item 2", "Enter", "+", "Item 3", "Enter")
    // The list with the three items and no sheet left open: the last one may still be closing
    // when the third item shows.
    try await session.waitUntil("three new items, and no sheet") { rows in
      ["Item 1", "Item 2", "Item 3"].allSatisfy { self.row($0, in: rows) != nil }
        && !rows.contains { $0.contains("New Task") }
    }
    try session.sendKeys("q")
    let exit = try await session.waitForExit()
    #expect(exit.status == 0)
    #expect(
      try DemoTodoRun.sqlite(
        database, "SELECT title FROM todoItem WHERE title LIKE 'Item %' ORDER BY rowid")
        == "Item 1\nItem 2\nItem 3")
  }

  @Test(.needsTmux) func theBarTurnsRedWithTenOrMoreOpenItems() async throws {
    let folder = try TodoTestFolder()
    let database = folder.path("todo.sqlite")
    _ = try Subprocess.run(
      [BuiltProducts.executable(named: "demo").path, "todo", "--seed", "40", "--db", database])
    let session = try DemoTodoRun.start(arguments: ["--db", database])
    defer { session.close() }
    // The count is read off the main actor as the list appears: the bar turns once it comes.
    let red = Color(red: 248, green: 73, blue: 68)
    let bar = try await session.waitUntilStyled("the bar red") { pane in
      pane.cells(of: "Todo List")?.first?.background == red
    }
    #expect(bar.cells(of: "Todo List")?.first?.background == red)
    #expect(bar.foreground(of: "Todo List") == .white)
    try session.sendKeys("C-c")
    #expect(try await session.waitForExit().status == 0)
  }

  @Test(.needsTmux) func inMemoryStartsWithTheSamplesAndKeepsNothing() async throws {
    let session = try DemoTodoRun.start(arguments: ["--in-memory"])
    defer { session.close() }
    try await session.waitForText("Write some tests")
    try session.sendKeys("q")
    let exit = try await session.waitForExit()
    #expect(exit.status == 0)
    try session.expectRestored(exit)
  }
}
