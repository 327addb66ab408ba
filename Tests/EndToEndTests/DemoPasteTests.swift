import Testing
import ThinTerminal

/// A long paste from a terminal that does not bracket pastes, into `demo auth` for real: the
/// bytes arrive as if typed, read by read. An old report had a 200 KB paste leave stale red
/// dots on the screen that only a resize cleared.
@Suite struct DemoPasteTests {
  /// 200 KB of words with wide characters, in the pieces `tmux send-keys` can take, ending in
  /// a mark to wait for. No tabs or line breaks: how a terminal splits them across reads is
  /// luck, and one alone in a read is a key (Tab, Return) that would move the focus.
  private static let pieces: [String] = {
    let words = "john doe smith 界 paste "
    let piece = String(repeating: words, count: 4_000 / words.utf8.count)
    return Array(repeating: piece, count: 200_000 / piece.utf8.count) + ["END-OF-PASTE"]
  }()

  @Test(.needsTmux) func a200KBPasteIntoAnInvalidFieldLeavesTheScreenRight() async throws {
    let size = Size(width: 80, height: 24)
    let session = try TmuxSession(
      executable: BuiltProducts.executable(named: "demo"), arguments: ["auth"], size: size)
    defer { session.close() }
    let form = try await session.waitForText("✉  Email Address")
    let emailRow = try #require(form.firstIndex { $0.contains("✉") })
    // Return twice submits the empty form: the email field shows its red dot and, as the
    // first invalid field, takes the caret.
    try session.sendKeys("Enter")
    try session.sendKeys("Enter")
    try await session.waitForText("●")
    try await session.waitUntil("the caret in the email field") { _ in
      (try? session.pane("cursor_y")) == "\(emailRow)"
    }

    for piece in Self.pieces { try session.type(piece) }
    let pasted = try await session.waitUntil("the end of the paste in the email field") {
      $0[emailRow].contains("paste END-OF-PASTE")
    }
    #expect(try session.pane("cursor_y") == "\(emailRow)", "the paste pressed no Tab or Return")

    // A full redraw at another size, then at this one again, must give the same screen: what a
    // resize clears was stale.
    try session.resize(to: Size(width: 100, height: 24))
    try await session.waitUntil("the form drawn 100 columns wide") { $0 != pasted }
    try session.resize(to: size)
    try await session.waitUntil("the same screen after a full redraw") { $0 == pasted }
    try session.sendKeys("C-c")
    #expect(try await session.waitForExit().status == 0)
  }
}
