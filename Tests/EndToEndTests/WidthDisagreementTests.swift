import Foundation
import Testing
import ThinKit
import ThinTerminal

/// The demo apps in tmux 3.3a, which draws ❤️ 1 column wide and 👍🏽 4 where the layout counts 2:
/// every other cell stays where the layout put it. Panes are read with tmux's own widths, so a
/// cell's column is the one tmux shows it in.
@Suite struct WidthDisagreementTests {
  private let tmuxWidths = ANSIScreenEmulator.Widths.tmux

  private func start(_ arguments: [String], data: URL) throws -> TmuxSession {
    try TmuxSession(
      executable: BuiltProducts.executable(named: "demo"), arguments: arguments,
      size: Size(width: 80, height: 24),
      environment: ["COLORTERM": "truecolor", "XDG_DATA_HOME": data.path])
  }

  private func temporaryFolder() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("thinkit-e2e-width-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Tasks titled with emoji, all marked done: one check mark per row, in the check-mark column
  /// of a plain row.
  @Test(.needsTmux) func todoRowsWithEmojiShowOneCheckMarkEach() async throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let session = try start(
      ["todo", "--db", folder.appendingPathComponent("todo.sqlite").path], data: folder)
    defer { session.close() }
    try await session.waitForText("Do a blog post")
    let start = try session.captureStyled(columns: tmuxWidths)
    let plainRow = try #require(start.lines.firstIndex { $0.contains("Do a blog post") })
    let checkColumn = try #require(
      (0..<start.cells.size.width).first { start.cells[$0, plainRow].character == "✓" })
    let titles = ["❤️ love", "👍🏽 thumbs", "🏳️‍🌈 pride", "🇫🇷 France", "⚠️ mind"]
    for title in titles {
      try session.sendKeys("M-+")
      try await session.waitForText("New Task")
      try session.type(title)
      try session.sendKeys("Enter")
      let word = String(title.split(separator: " ")[1])
      try await session.waitUntil("\(word) in the list") { rows in
        !rows.contains { $0.contains("New Task") } && rows.contains { $0.contains(word) }
      }
      // A task just added is the one selected.
      try await session.waitUntilStyled("\(word) selected", columns: tmuxWidths) {
        selectedRow(in: $0).text.contains(word)
      }
    }
    // From the top, down to each new row, one key at a time, and Space marks it done.
    try session.sendKeys("Home")
    try await session.waitUntilStyled("the first row selected", columns: tmuxWidths) {
      selectedRow(in: $0).text.contains("Write some tests")
    }
    for title in titles {
      let word = String(title.split(separator: " ")[1])
      var selected = try selectedRow(in: session.captureStyled(columns: tmuxWidths))
      while !selected.text.contains(word) {
        try session.sendKeys("Down")
        let previous = selected.y
        let pane = try await session.waitUntilStyled(
          "the selection below row \(previous)", columns: tmuxWidths
        ) {
          selectedRow(in: $0).y > previous
        }
        selected = selectedRow(in: pane)
      }
      try session.sendKeys("Space")
    }
    let pane = try await session.waitUntilStyled(
      "a check mark on every new row", columns: tmuxWidths
    ) { pane in
      titles.allSatisfy { title in
        let word = String(title.split(separator: " ")[1])
        return pane.lines.first { $0.contains(word) }?.contains("✓") == true
      }
    }
    // Every row's check marks: exactly one, in the column of the plain row's, on done rows.
    for y in 0..<pane.cells.size.height {
      let marks = (0..<pane.cells.size.width).filter { pane.cells[$0, y].character == "✓" }
      let isNew = titles.contains { pane.lines[y].contains($0.split(separator: " ")[1]) }
      if isNew { #expect(marks == [checkColumn], "row \(y): \(pane.lines[y])") }
      #expect(marks.count <= 1, "row \(y): \(pane.lines[y])")
    }
    try session.sendKeys("q")
    try session.expectRestored(await session.waitForExit())
  }

  /// Twenty 👍🏽 typed into the email field: nothing outside the field changes.
  @Test(.needsTmux) func aSignInFieldFullOfSkinTonesDrawsNothingOutsideIt() async throws {
    let folder = try temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let session = try start(["auth"], data: folder)
    defer { session.close() }
    // The form whole, with the focused field's keys on the bottom line (a frame after the
    // form): read as one pane, since a capture can fall inside a frame still being written (a
    // redraw once the terminal answered the width probe), leaving rows blank.
    let before = try await session.waitUntilStyled("the form and its keys", columns: tmuxWidths) {
      pane in
      pane.lines.contains { $0.contains("✉  Email Address") }
        && pane.lines.contains { $0.contains("Enter next") }
    }
    let row = try #require(before.lines.firstIndex { $0.contains("Email Address") })
    let fieldColumns = (0..<before.cells.size.width).filter {
      before.cells[$0, row].background != before.cells[0, row].background
    }
    let field = try #require(fieldColumns.first)...(try #require(fieldColumns.last))
    for _ in 0..<20 { try session.type("👍🏽") }
    // Every other row as before, in the same pane: a row a redraw has not reached yet is
    // waited for, one drawn wrong never comes right.
    let after = try await session.waitUntilStyled(
      "twenty thumbs typed, every other row as before", columns: tmuxWidths
    ) { pane in
      pane.lines[row].filter { $0 == "👍" || $0 == "👍🏽" }.count >= 15
        && (0..<before.cells.size.height).allSatisfy {
          $0 == row || pane.lines[$0] == before.lines[$0]
        }
    }
    for x in 0..<before.cells.size.width where !field.contains(x) {
      #expect(after.cells[x, row] == before.cells[x, row], "column \(x): \(after.lines[row])")
    }
    try session.sendKeys("C-c")
    try session.expectRestored(await session.waitForExit())
  }

  /// The row drawn in the selection's color, and its text; y is -1 when there is none.
  private func selectedRow(in pane: StyledPane) -> (y: Int, text: String) {
    let y = (0..<pane.cells.size.height).first {
      pane.cells[0, $0].background == Theme.standard.tint
    }
    return y.map { ($0, pane.lines[$0]) } ?? (-1, "")
  }
}
