import Testing
import ThinKit
import ThinTerminalTesting

@testable import ThinTerminal

@Suite @MainActor struct TextFieldTests {
  /// Logs the delegate calls and can refuse changes.
  final class Recorder: TextFieldDelegate {
    var calls: [String] = []
    var rejects: String?
    var returns = true

    func textFieldDidBeginEditing(_ textField: TextField) { calls.append("begin") }
    func textFieldDidEndEditing(_ textField: TextField) { calls.append("end") }
    func textFieldShouldReturn(_ textField: TextField) -> Bool {
      calls.append("return")
      return returns
    }
    func textField(
      _ textField: TextField, shouldChangeCharactersIn range: Range<Int>,
      replacementString string: String
    ) -> Bool {
      calls.append("change \(range.lowerBound)..<\(range.upperBound) '\(string)'")
      return string != rejects
    }
  }

  private func makeHost(_ field: TextField, width: Int = 12) -> TestHost {
    field.frame = Rect(x: 0, y: 0, width: width, height: 1)
    let host = TestHost(hosting: field, size: Size(width: 30, height: 5))
    field.becomeFirstResponder()
    host.app.displayIfNeeded()
    return host
  }

  @Test func typingMovingAndDeleting() {
    let field = TextField()
    let host = makeHost(field)
    host.type("helo")
    host.key(.left)
    host.type("l")
    #expect(field.text == "hello")
    #expect(field.cursorOffset == 4)
    host.key(.home)
    host.key(.delete)
    host.key(.end)
    host.key(.backspace)
    #expect(field.text == "ell")
    host.key(.character("a"), .control)
    host.type("w")
    host.key(.character("e"), .control)
    host.type("!")
    #expect(field.text == "well!")
    host.key(.right)
    host.key(.home)
    host.key(.left)
    #expect(field.cursorOffset == 0)
  }

  @Test func killKeysDeleteToTheStartTheEndAndTheWordBefore() {
    let field = TextField(text: "one two  three")
    let host = makeHost(field)
    host.key(.character("w"), .control)
    #expect(field.text == "one two  ")
    host.key(.character("w"), .control)
    #expect(field.text == "one ")
    host.key(.left)
    host.key(.left)
    host.key(.character("k"), .control)
    #expect(field.text == "on")
    host.key(.character("u"), .control)
    #expect(field.text.isEmpty)
  }

  @Test func cursorAndTextAreDrawnWithThePlaceholderWhenEmpty() {
    let field = TextField(placeholder: "Email Address")
    let host = makeHost(field, width: 16)
    #expect(host.lines[0].hasPrefix(" Email Address "))
    #expect(host.terminal.cursor == Point(x: 1, y: 0))
    let cell = host.terminal.screen[3, 0]
    #expect(cell.foreground == Theme.standard.placeholder.blended(over: cell.background))
    host.type("me")
    #expect(host.lines[0].hasPrefix(" me "))
    #expect(host.terminal.cursor == Point(x: 3, y: 0))
  }

  @Test func secureEntryShowsBulletsOnly() {
    let field = TextField()
    field.isSecureTextEntry = true
    let host = makeHost(field)
    host.type("s3cr3t")
    #expect(field.text == "s3cr3t")
    #expect(host.lines[0].hasPrefix(" ••••••"))
    #expect(!host.text.contains("s3cr3t"))
  }

  @Test func pasteJoinsLinesRespectsMaxLengthAndHandlesHugeText() {
    let field = TextField()
    field.maxLength = 10
    let host = makeHost(field)
    host.send(.paste("\nab\r\ncd\n\n\tef\n"))
    #expect(field.text == "ab cd  ef", "lines joined by one space, the tab one; end breaks dropped")
    host.send(.paste("0123456789"))
    #expect(field.text == "ab cd  ef0")
    host.type("x")
    #expect(field.text == "ab cd  ef0")
    field.maxLength = nil
    field.text = ""
    let huge = String(repeating: "0123456789", count: 100_000)
    host.send(.paste(huge))
    #expect(field.text.count == 1_000_000)
    #expect(field.cursorOffset == 1_000_000)
    // The end of the text shows, with the cursor after it.
    #expect(host.lines[0].hasPrefix(" 123456789 "))
    #expect(host.terminal.cursor == Point(x: 10, y: 0))
  }

  /// A tab in a paste is a space, not dropped: `john<TAB>doe` stays two words.
  @Test func pastedTabsBecomeSpaces() {
    let field = TextField()
    let host = makeHost(field)
    host.send(.paste("john\tdoe"))
    #expect(field.text == "john doe")
  }

  @Test func aNegativeMaxLengthHoldsNothingInsteadOfCrashing() {
    let field = TextField(text: "abc")
    field.maxLength = -1
    #expect(field.text == "")
    field.text = "def"
    #expect(field.text == "")
    let host = makeHost(field)
    host.type("x")
    host.send(.paste("yz"))
    #expect(field.text == "")
  }

  @Test func longTextScrollsToKeepTheCursorVisible() {
    let field = TextField(text: "abcdefghijklmnop")
    let host = makeHost(field, width: 8)
    // Six columns of text: five characters and the cursor after them.
    #expect(host.lines[0].hasPrefix(" lmnop "))
    #expect(host.terminal.cursor == Point(x: 6, y: 0))
    host.key(.home)
    #expect(host.lines[0].hasPrefix(" abcdef "))
    #expect(host.terminal.cursor == Point(x: 1, y: 0))
  }

  /// A field made wider (the terminal grew) shows again the start it had scrolled away from,
  /// rather than keep empty columns after the text.
  @Test func aWiderFieldScrollsBackToShowTheWholeTextThatNowFits() {
    let field = TextField(text: "abcdefghijklmnop")
    let host = makeHost(field, width: 8)
    #expect(host.lines[0].hasPrefix(" lmnop "))
    field.frame = Rect(x: 0, y: 0, width: 20, height: 1)
    host.app.displayIfNeeded()
    #expect(host.lines[0].hasPrefix(" abcdefghijklmnop "))
    #expect(host.terminal.cursor == Point(x: 17, y: 0))
    // Wider than the text but not than the text and the cursor after it: the cursor keeps its
    // column, the first character goes.
    field.frame = Rect(x: 0, y: 0, width: 18, height: 1)
    host.app.displayIfNeeded()
    #expect(host.lines[0].hasPrefix(" bcdefghijklmnop "))
    #expect(host.terminal.cursor == Point(x: 16, y: 0))
  }

  @Test func delegateAndEditingEventsInOrder() {
    let field = TextField()
    let recorder = Recorder()
    var events: [String] = []
    field.delegate = recorder
    field.addAction(for: .editingDidBegin) { events.append("didBegin") }
    field.addAction(for: .editingChanged) { events.append("changed") }
    field.addAction(for: .editingDidEnd) { events.append("didEnd") }
    field.addAction(for: .editingDidEndOnExit) { events.append("onExit") }
    let host = makeHost(field)
    host.type("a")
    recorder.rejects = "b"
    host.type("b")
    host.key(.enter)
    recorder.returns = false
    host.key(.enter)
    field.resignFirstResponder()
    #expect(field.text == "a")
    #expect(
      recorder.calls == [
        "begin", "change 0..<0 'a'", "change 1..<1 'b'", "return", "return", "end",
      ]
    )
    #expect(events == ["didBegin", "changed", "onExit", "didEnd"])
  }

  @Test func settingTextSendsNoEventAndPutsTheCursorAtTheEnd() {
    let field = TextField()
    var changes = 0
    field.addAction(for: .editingChanged) { changes += 1 }
    field.text = "line\nbreak"
    #expect(field.text == "line break")
    #expect(field.cursorOffset == 10)
    #expect(changes == 0)
    #expect(field.hasText)
  }

  @Test func sideViewsFrameTheText() {
    let field = TextField(placeholder: "Password")
    field.leftView = GlyphView(glyph: .lock)
    field.rightView = GlyphView(glyph: .invalidIndicator)
    let host = makeHost(field, width: 16)
    #expect(host.lines[0].hasPrefix(" 🔒 Password  ● "))
    #expect(host.terminal.cursor == Point(x: 4, y: 0))
  }

  @Test func keysItDoesNotUseGoUpTheChain() {
    final class Catcher: View {
      var keys: [Key] = []
      override func pressesBegan(_ press: KeyPress) { keys.append(press.key) }
    }
    let catcher = Catcher()
    let field = TextField()
    catcher.addSubview(field)
    let host = TestHost(rootView: catcher)
    field.becomeFirstResponder()
    host.key(.up)
    host.key(.down)
    host.key(.character("s"), .alt)
    host.key(.character("x"), .control)
    #expect(catcher.keys == [.up, .down, .character("s"), .character("x")])
    #expect(field.text.isEmpty)
  }
}
