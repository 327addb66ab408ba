import Testing
import ThinKit
import ThinTerminalTesting

@testable import ThinTerminal

/// The readline and macOS keys a terminal user expects in a field: word motions, word
/// deletes and the Ctrl letters for characters.
@Suite @MainActor struct TextFieldWordKeyTests {
  private func makeField(_ text: String, secure: Bool = false) -> (TestHost, TextField) {
    let field = TextField(text: text)
    field.isSecureTextEntry = secure
    field.frame = Rect(x: 0, y: 0, width: 30, height: 1)
    let host = TestHost(hosting: field, size: Size(width: 40, height: 5))
    #expect(field.becomeFirstResponder())
    return (host, field)
  }

  @Test(arguments: [
    KeyPress(.character("b"), modifiers: .alt), KeyPress(.left, modifiers: .control),
    KeyPress(.left, modifiers: .alt),
  ])
  func backwardWordMovesToTheStartOfEachWord(_ press: KeyPress) {
    let (host, field) = makeField("john.doe@example  com")
    var stops: [Int] = []
    for _ in 0..<5 {
      host.key(press.key, press.modifiers)
      stops.append(field.cursorOffset)
    }
    #expect(stops == [18, 9, 5, 0, 0])
  }

  @Test(arguments: [
    KeyPress(.character("f"), modifiers: .alt), KeyPress(.right, modifiers: .control),
    KeyPress(.right, modifiers: .alt),
  ])
  func forwardWordMovesToTheEndOfEachWord(_ press: KeyPress) {
    let (host, field) = makeField("john.doe@example  com")
    field.cursorOffset = 0
    var stops: [Int] = []
    for _ in 0..<5 {
      host.key(press.key, press.modifiers)
      stops.append(field.cursorOffset)
    }
    #expect(stops == [4, 8, 16, 21, 21])
  }

  @Test func altBackspaceDeletesTheWordBeforeAndAltDTheWordAfter() {
    let (host, field) = makeField("john.doe@example")
    host.key(.backspace, .alt)
    #expect(field.text == "john.doe@")
    host.key(.backspace, .alt)
    #expect(field.text == "john.")
    field.cursorOffset = 0
    host.key(.character("d"), .alt)
    #expect(field.text == ".")
    host.key(.character("d"), .alt)
    #expect(field.text.isEmpty)
  }

  @Test func wordsHoldEmojiAndOtherScripts() {
    let (host, field) = makeField("漢字 👍🏽ok ünï")
    host.key(.backspace, .alt)
    #expect(field.text == "漢字 👍🏽ok ")
    host.key(.character("b"), .alt)
    #expect(field.cursorOffset == 3)
  }

  @Test func ctrlDDeletesForwardAndCtrlBFMoveACharacter() {
    let (host, field) = makeField("abc")
    host.key(.character("b"), .control)
    host.key(.character("b"), .control)
    #expect(field.cursorOffset == 1)
    host.key(.character("d"), .control)
    #expect(field.text == "ac")
    host.key(.character("f"), .control)
    host.key(.character("d"), .control)
    #expect(field.text == "ac")
    #expect(field.cursorOffset == 2)
  }

  @Test func aSecureFieldIsOneWordSoMotionsRevealNoSpaces() {
    let (host, field) = makeField("correct horse battery", secure: true)
    host.key(.left, .control)
    #expect(field.cursorOffset == 0)
    host.key(.right, .alt)
    #expect(field.cursorOffset == 21)
    host.key(.character("w"), .control)
    #expect(field.text.isEmpty)
  }
}
