import Testing
import ThinKit
import ThinTerminalTesting

@testable import ThinTerminal

@Suite @MainActor struct MinimumSizeTests {
  /// A focused field in a 24×5 terminal, where the app needs 30×10.
  private func tooSmallScreen() -> (TestHost, TextField, View) {
    let field = TextField()
    field.frame = Rect(x: 0, y: 0, width: 10, height: 1)
    let root = View()
    root.addSubview(field)
    let host = TestHost(rootView: root, size: Size(width: 24, height: 5))
    host.app.minimumSize = Size(width: 30, height: 10)
    field.becomeFirstResponder()
    host.app.displayIfNeeded()
    return (host, field, root)
  }

  @Test func aSmallTerminalShowsWhatItNeedsAndIgnoresInput() {
    let (host, field, root) = tooSmallScreen()
    #expect(
      host.lines == [
        "                        ",
        "   Terminal too small   ",
        "     (needs 30×10)      ",
        "   q or Ctrl-C quits    ",
        "                        ",
      ])
    #expect(host.terminal.cursor == nil)
    host.type("x")
    #expect(field.text.isEmpty)
    host.resize(to: Size(width: 30, height: 10))
    #expect(root.frame.size == Size(width: 30, height: 10))
    #expect(!host.text.contains("too small"))
    host.type("x")
    #expect(field.text == "x")
  }

  @Test func theMessageWrapsToTinyTerminals() {
    let host = TestHost(ViewController(), size: Size(width: 9, height: 4))
    #expect(host.text.contains("small"))
    #expect(host.text.contains("q quits"))
  }

  /// Nothing else shows, so `q` quits there, as the screen says, whatever the app's own keys;
  /// other keys still reach nothing.
  @Test func qQuitsFromTheTooSmallScreen() {
    let (host, field, _) = tooSmallScreen()
    #expect(host.text.contains("q or Ctrl-C quits"))
    host.type("x")
    #expect(!host.app.isTerminating)
    host.type("Q")
    #expect(host.app.isTerminating)
    #expect(field.text.isEmpty)
  }

  /// What a terminal too small for a 40×12 app shows: the longest message that fits whole.
  private func screen(at size: Size) -> [String] {
    let host = TestHost(rootView: View(), size: size)
    host.app.minimumSize = Size(width: 40, height: 12)
    host.app.displayIfNeeded()
    return host.lines
  }

  @Test func aShortTerminalGetsTheShortMessageWithNoWordCut() {
    #expect(screen(at: Size(width: 10, height: 3)) == ["Too small ", " q quits  ", "          "])
  }

  @Test func aTerminalWideEnoughGetsTheWholeMessage() {
    #expect(
      screen(at: Size(width: 20, height: 5)) == [
        "                    ",
        " Terminal too small ",
        "   (needs 40×12)    ",
        " q or Ctrl-C quits  ",
        "                    ",
      ])
  }

  @Test func aTinyTerminalSaysOnlyTooSmall() {
    #expect(screen(at: Size(width: 6, height: 2)) == [" Too  ", "small "])
  }

  @Test func aSingleCellShowsAnExclamationMark() {
    #expect(screen(at: Size(width: 1, height: 1)) == ["!"])
  }

  @Test(arguments: [
    (Size(width: 80, height: 1), "Terminal too small (needs 40×12) · q quits"),
    (Size(width: 32, height: 1), "Too small: needs 40×12 · q quits"),
    (Size(width: 22, height: 2), "Too small: needs 40×12\nq quits"),
    (Size(width: 22, height: 1), "Too small · q quits"),
    (Size(width: 18, height: 1), "Too small"),
    (Size(width: 8, height: 1), "!"),
    (Size(width: 0, height: 0), "!"),
  ])
  func theMessageIsTheLongestThatFitsWhole(size: Size, message: String) {
    #expect(
      TooSmallView.message(needing: Size(width: 40, height: 12), fitting: size) == message)
  }
}
