import Testing
import ThinKit
import ThinTerminalTesting

@testable import ThinTerminal

/// Without color (`NO_COLOR`, or 16 colors where shades merge) a field still shows where it is,
/// whether it has focus, and whether it holds text or only its placeholder.
@Suite @MainActor struct TextFieldWithoutColorTests {
  @Test func fieldsAreUnderlinedInverseWhileEditedAndThePlaceholderIsDimItalic() {
    let email = TextField(placeholder: "Email")
    let name = TextField(text: "Ann")
    email.frame = Rect(x: 0, y: 0, width: 12, height: 1)
    name.frame = Rect(x: 0, y: 2, width: 12, height: 1)
    let host = TestHost(hosting: email, name, size: Size(width: 20, height: 5), showsColor: false)
    email.becomeFirstResponder()
    host.app.displayIfNeeded()
    let screen = host.terminal.screen
    #expect((0..<12).allSatisfy { screen[$0, 0].style.contains(.inverse) })
    #expect((0..<12).allSatisfy { screen[$0, 2].style.contains(.underline) })
    #expect(screen[2, 0].style.isSuperset(of: .placeholderWithoutColor))
    #expect(!screen[1, 2].style.contains(.dim) && !screen[1, 2].style.contains(.italic))
    #expect(host.lines[2].hasPrefix(" Ann"))
  }

  /// A field's symbol (✉, 🔒) is part of the field: inverse or underlined with its cells, not
  /// a notch in the run.
  @Test func theSymbolsOfAFieldShareItsMark() {
    let email = TextField(placeholder: "Email")
    let password = TextField(placeholder: "Password")
    email.leftView = GlyphView(glyph: Glyph("✉", ascii: "@"))
    password.leftView = GlyphView(glyph: Glyph("🔒", ascii: "*"))
    email.frame = Rect(x: 0, y: 0, width: 14, height: 1)
    password.frame = Rect(x: 0, y: 2, width: 14, height: 1)
    let host = TestHost(
      hosting: email, password, size: Size(width: 20, height: 5), showsColor: false)
    email.becomeFirstResponder()
    host.app.displayIfNeeded()
    let screen = host.terminal.screen
    #expect(screen[1, 0].character == "✉" && screen[1, 2].character == "🔒")
    #expect((0..<14).allSatisfy { screen[$0, 0].style.contains(.inverse) })
    #expect((0..<14).allSatisfy { screen[$0, 2].style.contains(.underline) })
  }

  @Test func withColorNothingIsAdded() {
    let field = TextField(placeholder: "Email")
    field.frame = Rect(x: 0, y: 0, width: 12, height: 1)
    let host = TestHost(hosting: field, size: Size(width: 20, height: 5))
    #expect((0..<12).allSatisfy { host.terminal.screen[$0, 0].style.isEmpty })
  }
}
