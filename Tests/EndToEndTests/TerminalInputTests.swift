import Foundation
import Testing
import ThinKit
import ThinTerminal

/// Terminal input and text as a demanding user meets them, in `demo` run for real in tmux: keys
/// a script sends in one write are keys, a stray paste start locks nothing, a paste holding its
/// own end marker stays a paste, a Devanagari title
/// keeps its row's layout through a full redraw, and the `?` help scrolls on the smallest
/// screen.
@Suite struct TerminalInputTests {
  private func start(_ arguments: [String], size: Size = Size(width: 80, height: 24)) throws
    -> TmuxSession
  {
    try TmuxSession(
      executable: BuiltProducts.executable(named: "demo"), arguments: arguments, size: size,
      environment: ["COLORTERM": "truecolor"])
  }

  /// A whole sign-in in one `send-keys`, as a script or a password manager types it: Return and
  /// Tab move between the fields and Return submits; the wrong password gets its alert and
  /// nothing of it lands in the email field.
  @Test(
    .needsTmux,
    arguments: [
      ("demo@thinkit.dev", "\r", "wrong-password"),
      ("someone.longer@example.com", "\t", "password123"),
    ])
  func aSignInTypedInOneWriteSubmits(email: String, separator: String, password: String)
    async throws
  {
    let session = try start(["auth"])
    defer { session.close() }
    try await session.waitForText("✉  Email Address")
    try session.type(email + separator + password + "\r")
    let alert = try await session.waitForText("Incorrect email or password.")
    let emailRow = try #require(alert.first { $0.contains("✉") })
    #expect(emailRow.contains("✉  " + email.prefix(3)), "\(emailRow)")
    #expect(!alert.contains { $0.contains(password) }, "the password is shown nowhere")
    try session.sendKeys("Escape")
    let form = try await session.waitUntil("the form again") { rows in
      !rows.contains { $0.contains("Incorrect") }
    }
    let field = try #require(form.first { $0.contains("✉") })
    #expect(field.contains("✉  " + email) && !field.contains(password), "\(field)")
    try session.sendKeys("C-c")
    #expect(try await session.waitForExit().status == 0)
  }

  /// 32 `+` in one write count 32: keys that arrive together are never a paste.
  @Test(.needsTmux) func thirtyTwoPlusesInOneWriteCountThirtyTwo() async throws {
    let session = try start(["counter"])
    defer { session.close() }
    try await session.waitForText("Even")
    try session.type(String(repeating: "+", count: 32))
    let thirtyTwo = [
      "██████  ██████",
      "    ██      ██",
      "██████  ██████",
      "    ██  ██    ",
      "██████  ██████",
    ]
    try await session.waitUntil("32 in block digits") { rows in
      DemoCounterTests.blockDigits(rows) == thirtyTwo
    }
    try session.sendKeys("q")
    #expect(try await session.waitForExit().status == 0)
  }

  /// The lone `ESC [ 200 ~` of the report locks nothing: once no byte of the paste came for a
  /// second, the `q` typed after it quits.
  @Test(.needsTmux) func aLonePasteStartThenQQuits() async throws {
    let session = try start([])
    defer { session.close() }
    try await session.waitForText("ThinKit demos")
    try session.sendBytes(Array("\u{1B}[200~".utf8))
    try session.type("q")
    let exit = try await session.waitForExit()
    #expect(exit.status == 0)
    try session.expectRestored(exit)
  }

  /// The QA report: pasted text that holds the paste's end marker and a `q` after it (tmux
  /// passes the marker through) quits nothing: the launcher stays, and answers `?`.
  @Test(.needsTmux) func aPasteHoldingTheEndMarkerAndQQuitsNothing() async throws {
    let session = try start([])
    defer { session.close() }
    try await session.waitForText("ThinKit demos")
    try session.paste("hello\u{1B}[201~q")
    try session.type("?")
    try await session.waitForText("Keys")
    try session.sendKeys("Escape")
    try await session.waitUntil("the help closed") { !$0.contains { $0.contains("Keys") } }
    try session.sendKeys("q")
    #expect(try await session.waitForExit().status == 0)
  }

  /// A Devanagari title, done: its check mark stays in the column of every other row's, drawn
  /// key by key and again in full after Ctrl-L (the conjuncts took fewer columns than tmux
  /// gives them, and pushed the mark off).
  @Test(.needsTmux) func aDevanagariTitleKeepsItsCheckMarkAfterCtrlL() async throws {
    let session = try start(["todo"])
    defer { session.close() }
    try await session.waitForText("Do a blog post")
    try session.sendKeys("+")
    try await session.waitForText("New Task")
    try session.type("क्षत्रिय नमस्ते दुनिया")
    try session.sendKeys("Enter")
    try await session.waitUntil("the new title in the list") { rows in
      !rows.contains { $0.contains("New Task") } && rows.contains { $0.contains("दुनिया") }
    }
    try session.sendKeys("Space")
    func checkColumns(_ rows: [String]) -> [Int] {
      rows.compactMap { row in
        row.firstIndex(of: "✓").map { TextWidth.columns(of: row[..<$0]) }
      }
    }
    let done = try await session.waitUntil("two check marks") { checkColumns($0).count == 2 }
    #expect(Set(checkColumns(done)).count == 1, "\(done)")
    try session.sendKeys("C-l")
    let redrawn = try await session.waitUntil("the list again after Ctrl-L") { rows in
      checkColumns(rows).count == 2
    }
    #expect(Set(checkColumns(redrawn)).count == 1, "\(redrawn)")
    #expect(checkColumns(redrawn) == checkColumns(done))
    try session.sendKeys("q")
    #expect(try await session.waitForExit().status == 0)
  }

  /// 200 KB pasted with the terminal's bracketed paste: one event, in the email field whole.
  @Test(.needsTmux) func a200KBBracketedPasteIsAnswered() async throws {
    let session = try start(["auth"])
    defer { session.close() }
    try await session.waitForText("✉  Email Address")
    let words = "john doe smith 界 paste "
    try session.paste(String(repeating: words, count: 200_000 / words.utf8.count) + "END-OF-PASTE")
    let pasted = try await session.waitForText("paste END-OF-PASTE")
    #expect(pasted.contains { $0.contains("✉") && $0.contains("END-OF-PASTE") })
    try session.sendKeys("C-c")
    #expect(try await session.waitForExit().status == 0)
  }

  /// At 40×12, the supported minimum, the `?` help shows a few keys at a time and scrolls to
  /// its last one.
  @Test(.needsTmux) func theHelpAt40x12ScrollsToItsLastKey() async throws {
    let session = try start([], size: Size(width: 40, height: 12))
    defer { session.close() }
    try await session.waitForText("ThinKit demos")
    try session.type("?")
    let first = try await session.waitForText("Keys")
    #expect(!first.contains { $0.contains("Ctrl-L") })
    #expect(first.contains { $0.contains("↓") })
    try session.sendKeys("PageDown", "PageDown", "PageDown", "PageDown")
    let last = try await session.waitForText("Ctrl-L")
    #expect(last.contains { $0.contains("redraw the screen") })
    try session.sendKeys("Escape")
    try await session.waitUntil("the help closed") { !$0.contains { $0.contains("Keys") } }
    try session.sendKeys("q")
    #expect(try await session.waitForExit().status == 0)
  }
}
