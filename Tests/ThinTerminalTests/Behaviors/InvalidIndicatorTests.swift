import Testing
import ThinKit
import ThinTerminalTesting

@testable import ThinTerminal

/// A text field's invalid-input dot: ThinKit's `InvalidInputIndicating`, drawn by the field.
@Suite @MainActor struct InvalidIndicatorTests {
  private func makeHost(_ field: TextField) -> TestHost {
    field.frame = Rect(x: 2, y: 1, width: 16, height: 1)
    return TestHost(hosting: field, size: Size(width: 20, height: 5))
  }

  @Test func theDotShowsAtTheRightEdgeInTheThemesColorAndHides() {
    let field = TextField(text: "me@example")
    let host = makeHost(field)
    #expect(host.lines[1] == "   me@example       ")
    field.showsInvalidIndicator = true
    host.app.displayIfNeeded()
    // The last cell of the field is padding; the dot sits just before it.
    #expect(host.lines[1] == "   me@example   ●   ")
    #expect(host.terminal.screen[16, 1].foreground == Theme.standard.invalidIndicator)
    #expect(host.terminal.screen[16, 1].background == Theme.standard.fieldBackground)
    field.showsInvalidIndicator = false
    host.app.displayIfNeeded()
    #expect(!host.text.contains("●"))
  }

  @Test func textAndTheRightViewMakeRoomForTheDot() {
    let field = TextField(text: "abcdefghijklmnopqrstuvwxyz")
    field.rightView = GlyphView(glyph: .checkmark)
    let host = makeHost(field)
    field.becomeFirstResponder()
    host.app.displayIfNeeded()
    #expect(host.lines[1] == "   pqrstuvwxyz  ✓   ")
    field.showsInvalidIndicator = true
    host.app.displayIfNeeded()
    #expect(host.lines[1] == "   rstuvwxyz  ✓ ●   ")
    #expect(host.terminal.cursor == Point(x: 12, y: 1))
  }

  @Test func theBehaviorShowsTheDotAndShakesTheFieldWithIt() async {
    let field = TextField()
    let host = makeHost(field)
    host.app.preferredFramesPerSecond = 30
    let invalid = InvalidInputBehavior(view: field)
    invalid.isInvalid = true
    await host.advance(by: .zero)
    #expect(host.lines[1] == String(repeating: " ", count: 16) + "●   ")
    await host.advance(by: .seconds(1) / 30)
    // 1/6 of the shake: two columns right, the dot with the field.
    #expect(host.lines[1] == String(repeating: " ", count: 18) + "● ")
    #expect(host.terminal.screen[3, 1].background == Theme.standard.background)
    #expect(host.terminal.screen[4, 1].background == Theme.standard.fieldBackground)
    invalid.isInvalid = false
    await host.advance(by: .milliseconds(200))
    #expect(!host.text.contains("●"))
  }
}
