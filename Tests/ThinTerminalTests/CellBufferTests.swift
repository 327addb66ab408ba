import Testing
import ThinKit

@testable import ThinTerminal

@Suite struct CellBufferTests {
  @Test func wideGraphemesTakeTwoCellsAndCombiningMarksNone() {
    #expect(TextWidth.columns(of: "a") == 1)
    #expect(TextWidth.columns(of: "界") == 2)
    #expect(TextWidth.columns(of: "🙂") == 2)
    #expect(TextWidth.columns(of: "e\u{301}") == 1)
    #expect(TextWidth.columns(of: Character("\u{301}")) == 0)
    #expect(TextWidth.columns(of: "ab界🙂") == 6)
    #expect(TextWidth.prefix(of: "ab界c", fitting: 3) == "ab")
  }

  @Test func drawClipsAndReturnsColumns() {
    var buffer = CellBuffer(size: Size(width: 6, height: 2))
    let used = buffer.draw("hello world", at: Point(x: 1, y: 0), foreground: .white)
    #expect(used == 5)
    #expect(buffer.line(0) == " hello")
    #expect(buffer.line(1) == "      ")
  }

  @Test func wideGraphemeCutByClipBecomesSpace() {
    var buffer = CellBuffer(size: Size(width: 4, height: 1))
    buffer.draw("ab界", at: .zero, foreground: .white, clip: Rect(x: 0, y: 0, width: 3, height: 1))
    #expect(buffer.line(0) == "ab  ")
  }

  @Test func overwritingHalfAWideGraphemeClearsTheOtherHalf() {
    var buffer = CellBuffer(size: Size(width: 4, height: 1))
    buffer.draw("界界", at: .zero, foreground: .white)
    #expect(buffer.line(0) == "界界")
    buffer.draw("x", at: Point(x: 1, y: 0), foreground: .white)
    #expect(buffer.line(0) == " x界")
    buffer.draw("y", at: Point(x: 2, y: 0), foreground: .white)
    #expect(buffer.line(0) == " xy ")
  }

  @Test func translucentForegroundBlendsOverBackground() {
    var buffer = CellBuffer(size: Size(width: 3, height: 1))
    let field = Color(red: 103, green: 103, blue: 103)
    buffer.fill(buffer.bounds, with: field)
    buffer.draw("P", at: .zero, foreground: Color.white.withAlpha(0.6))
    #expect(buffer[0, 0].foreground == Color(white: 194))
    #expect(buffer[0, 0].background == field)
  }

  @Test func outOfRangeAccessIsHarmless() {
    var buffer = CellBuffer(size: Size(width: 2, height: 2))
    buffer[5, 5] = Cell(character: "x")
    #expect(buffer[5, 5] == .blank)
    #expect(buffer.line(9) == "")
  }

  @Test func wideGraphemeTakesTheBackgroundUnderItsLeftHalf() {
    var buffer = CellBuffer(size: Size(width: 4, height: 1))
    let left = Color(red: 10, green: 20, blue: 30)
    buffer.fill(Rect(x: 0, y: 0, width: 1, height: 1), with: left)
    buffer.draw("界", at: .zero, foreground: .white)
    #expect(buffer[0, 0].background == left)
    #expect(buffer[1, 0].background == left)
    #expect(buffer[1, 0].isContinuation)
  }
}
