import Testing

@testable import ThinTerminal

@Suite struct InputDescriptionTests {
  @Test func keysReadLikeKeyCaps() {
    #expect(InputEvent.key(.up, modifiers: .control).description == "key Ctrl-Up")
    #expect(InputEvent.key(.tab, modifiers: .shift).description == "key Shift-Tab")
    #expect(
      InputEvent.key(.character("c"), modifiers: [.control, .alt]).description == "key Ctrl-Alt-c")
    #expect(InputEvent.key(.character(" ")).description == "key Space")
    #expect(InputEvent.key(.function(12)).description == "key F12")
  }

  /// A character that draws nothing (a zero-width space, a lone joiner or combining mark, a
  /// no-break space) is named by its code points: "key " said nothing of what came.
  @Test func invisibleCharactersReadAsCodePoints() {
    #expect(InputEvent.key(.character("\u{200B}")).description == "key U+200B")
    #expect(InputEvent.key(.character("\u{200D}")).description == "key U+200D")
    #expect(InputEvent.key(.character("\u{301}")).description == "key U+0301")
    #expect(InputEvent.key(.character("\u{A0}")).description == "key U+00A0")
    #expect(InputEvent.key(.character("e\u{301}")).description == "key e\u{301}")
    #expect(InputEvent.key(.character("界")).description == "key 界")
  }

  @Test func mouseAndPaste() {
    let mouse = MouseEvent(kind: .press, button: .left, position: Point(x: 3, y: 4))
    #expect(InputEvent.mouse(mouse).description == "mouse press left at 3,4")
    let scroll = MouseEvent(kind: .scrollUp, button: .none, position: .zero, modifiers: .shift)
    #expect(InputEvent.mouse(scroll).description == "Shift-mouse scrollUp at 0,0")
    #expect(InputEvent.paste("a\nb").description == "paste 3 characters: \"a\\nb\"")
  }
}
