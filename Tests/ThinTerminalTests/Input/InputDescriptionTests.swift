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

  @Test func mouseAndPaste() {
    let mouse = MouseEvent(kind: .press, button: .left, position: Point(x: 3, y: 4))
    #expect(InputEvent.mouse(mouse).description == "mouse press left at 3,4")
    let scroll = MouseEvent(kind: .scrollUp, button: .none, position: .zero, modifiers: .shift)
    #expect(InputEvent.mouse(scroll).description == "Shift-mouse scrollUp at 0,0")
    #expect(InputEvent.paste("a\nb").description == "paste 3 characters: \"a\\nb\"")
  }
}
