import Testing
import ThinKit
import ThinTerminalTesting

@testable import ThinTerminal

@Suite @MainActor struct MinimumSizeTests {
  @Test func aSmallTerminalShowsWhatItNeedsAndIgnoresInput() {
    let field = TextField()
    field.frame = Rect(x: 0, y: 0, width: 10, height: 1)
    let root = View()
    root.addSubview(field)
    let host = TestHost(rootView: root, size: Size(width: 24, height: 5))
    host.app.minimumSize = Size(width: 30, height: 10)
    field.becomeFirstResponder()
    host.app.displayIfNeeded()
    #expect(
      host.lines == [
        "                        ",
        "   Terminal too small   ",
        "     (needs 30×10)      ",
        "                        ",
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
    #expect(host.text.contains("Terminal"))
    #expect(host.text.contains("small"))
  }
}
