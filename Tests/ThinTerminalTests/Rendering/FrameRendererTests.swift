import Testing
import ThinKit

@testable import ThinTerminal

/// The renderer's output as text, escape written as "⎋", for exact comparisons.
private func visible(_ bytes: [UInt8]) -> String {
  String(decoding: bytes, as: UTF8.self).replacingOccurrences(of: "\u{1B}", with: "⎋")
}

extension String {
  fileprivate func replacingOccurrences(of target: String, with replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}

@Suite struct FrameRendererTests {
  private let red = Color(red: 255, green: 0, blue: 0)

  /// A renderer that has drawn `frame` once already.
  private func renderer(after frame: CellBuffer, mode: ColorMode = .trueColor) -> FrameRenderer {
    var renderer = FrameRenderer(colorMode: mode)
    _ = renderer.render(frame, cursor: nil)
    return renderer
  }

  @Test func firstFrameResetsClearsAndDrawsEveryCell() throws {
    var frame = CellBuffer(size: Size(width: 4, height: 2))
    frame.draw("hi", at: Point(x: 1, y: 1), foreground: red)
    var renderer = FrameRenderer(colorMode: .trueColor)
    let bytes = renderer.render(frame, cursor: nil)
    #expect(visible(bytes).hasPrefix("⎋[0m⎋[2J⎋[H⎋[38;2;255;255;255;48;2;0;0;0m    "))
    #expect(visible(bytes).hasSuffix("⎋[?25l"))
    var screen = ANSIScreenEmulator(size: frame.size)
    try screen.apply(bytes)
    #expect(screen.screen == frame)
    #expect(!screen.isCursorVisible)
  }

  @Test func unchangedFrameWritesNothing() {
    let frame = CellBuffer(size: Size(width: 10, height: 3))
    var renderer = renderer(after: frame)
    #expect(renderer.render(frame, cursor: nil).isEmpty)
  }

  @Test func oneCellChangeIsOneMoveAndOneCharacter() {
    let before = CellBuffer(size: Size(width: 200, height: 60))
    var after = before
    after.draw("x", at: Point(x: 99, y: 29), foreground: .white)
    var renderer = renderer(after: before)
    let bytes = renderer.render(after, cursor: nil)
    #expect(visible(bytes) == "⎋[30;100Hx")
    #expect(bytes.count <= 32)
  }

  @Test func oneCellChangeWithNewColorsIsOneMoveOneRenditionOneCharacter() {
    let before = CellBuffer(size: Size(width: 200, height: 60))
    var after = before
    after.draw(
      "x", at: Point(x: 199, y: 59), foreground: red, background: Color(white: 40), style: .bold)
    var renderer = renderer(after: before)
    let bytes = renderer.render(after, cursor: nil)
    #expect(visible(bytes) == "⎋[60;200H⎋[1;38;2;255;0;0;48;2;40;40;40mx")
    #expect(bytes.count == 41)  // the longest one-cell change: far corner, 24-bit colors, a style
  }

  @Test func adjacentChangesShareOneMoveAndOneRendition() {
    let before = CellBuffer(size: Size(width: 20, height: 3))
    var after = before
    after.draw("abc", at: Point(x: 2, y: 1), foreground: red)
    var renderer = renderer(after: before)
    #expect(visible(renderer.render(after, cursor: nil)) == "⎋[2;3H⎋[38;2;255;0;0mabc")
  }

  @Test func smallGapsUseRelativeMoves() {
    let before = CellBuffer(size: Size(width: 40, height: 5))
    var after = before
    after.draw("a", at: Point(x: 10, y: 2), foreground: .white)
    after.draw("b", at: Point(x: 15, y: 2), foreground: .white)
    after.draw("c", at: Point(x: 15, y: 3), foreground: .white)
    after.draw("d", at: Point(x: 0, y: 4), foreground: .white)
    var renderer = renderer(after: before)
    // After "b" the cursor is at column 16: "c" is one row down and one column left.
    #expect(visible(renderer.render(after, cursor: nil)) == "⎋[3;11Ha⎋[4Cb⎋[4;16Hc\r\nd")
  }

  @Test func styleRemovalUsesItsOwnResetNotAFullOne() {
    // The renderer's rendition after a frame is the last cell's: bold and underlined here.
    var before = CellBuffer(size: Size(width: 2, height: 1))
    before.draw("ab", at: .zero, foreground: .white, style: [.bold, .underline])
    var after = before
    after.draw("b", at: Point(x: 1, y: 0), foreground: .white, style: .bold)
    var renderer = renderer(after: before)
    #expect(visible(renderer.render(after, cursor: nil)) == "⎋[1;2H⎋[24mb")
  }

  @Test func removingDimKeepsBold() {
    var before = CellBuffer(size: Size(width: 2, height: 1))
    before.draw("ab", at: .zero, foreground: .white, style: [.bold, .dim])
    var after = before
    after.draw("b", at: Point(x: 1, y: 0), foreground: .white, style: .bold)
    var renderer = renderer(after: before)
    #expect(visible(renderer.render(after, cursor: nil)) == "⎋[1;2H⎋[22;1mb")
  }

  @Test func wideGraphemeIsWrittenOnceAndReplacedCleanly() throws {
    let blank = CellBuffer(size: Size(width: 6, height: 1))
    var wide = blank
    wide.draw("a界b", at: .zero, foreground: .white)
    var renderer = FrameRenderer(colorMode: .trueColor)
    var screen = ANSIScreenEmulator(size: blank.size)
    try screen.apply(renderer.render(blank, cursor: nil))
    let bytes = renderer.render(wide, cursor: nil)
    #expect(visible(bytes) == "⎋[Ha界b")
    try screen.apply(bytes)
    #expect(screen.screen == wide)

    var narrow = wide
    narrow.draw("x", at: Point(x: 2, y: 0), foreground: .white)  // the right half of 界
    try screen.apply(renderer.render(narrow, cursor: nil))
    #expect(screen.screen == narrow)
    #expect(screen.screen.line(0) == "a xb  ")
  }

  /// A terminal without a UTF-8 locale gets only ASCII, whatever the views drew: stand-ins for
  /// typographic characters, one "?" per column for the rest, so columns stay in place.
  @Test func anASCIITerminalGetsOnlyASCII() throws {
    var frame = CellBuffer(size: Size(width: 12, height: 1))
    frame.draw("“a” · 界 é", at: .zero, foreground: .white)
    var renderer = FrameRenderer(colorMode: .noColor, glyphSet: .ascii)
    let bytes = renderer.render(frame, cursor: nil)
    #expect(bytes.allSatisfy { $0 < 0x80 })
    var screen = ANSIScreenEmulator(size: frame.size)
    try screen.apply(bytes)
    #expect(screen.screen.line(0) == "\"a\" - ?? e  ")
  }

  @Test func cursorIsShownMovedAndHidden() throws {
    let frame = CellBuffer(size: Size(width: 10, height: 4))
    var renderer = renderer(after: frame)
    #expect(visible(renderer.render(frame, cursor: Point(x: 3, y: 2))) == "⎋[3;4H⎋[?25h")
    #expect(visible(renderer.render(frame, cursor: Point(x: 4, y: 2))) == "⎋[C")
    #expect(renderer.render(frame, cursor: Point(x: 4, y: 2)).isEmpty)
    #expect(visible(renderer.render(frame, cursor: nil)) == "⎋[?25l")
    #expect(visible(renderer.render(frame, cursor: Point(x: 20, y: 2))).isEmpty)  // outside: hidden
  }

  @Test func typingInAFieldMovesOnlyWhatChanged() {
    let frame = CellBuffer(size: Size(width: 30, height: 5))
    var renderer = renderer(after: frame)
    _ = renderer.render(frame, cursor: Point(x: 5, y: 1))
    var typed = frame
    typed.draw("h", at: Point(x: 5, y: 1), foreground: .white)
    // The cursor already sits where "h" goes, and writing it leaves the cursor where the caret
    // goes next: no move at all.
    #expect(visible(renderer.render(typed, cursor: Point(x: 6, y: 1))) == "h")
  }

  @Test func newSizeOrInvalidateRedrawsInFull() {
    let small = CellBuffer(size: Size(width: 5, height: 2))
    var renderer = renderer(after: small)
    let larger = CellBuffer(size: Size(width: 6, height: 2))
    #expect(visible(renderer.render(larger, cursor: nil)).hasPrefix("⎋[0m⎋[2J"))
    renderer.invalidate()
    let again = renderer.render(larger, cursor: nil)
    #expect(visible(again).hasPrefix("⎋[0m⎋[2J"))
    #expect(visible(again).hasSuffix("⎋[?25l"))
  }

  @Test func noColorWritesStylesButNoColors() throws {
    var frame = CellBuffer(size: Size(width: 6, height: 1))
    frame.draw(
      "ok", at: .zero, foreground: red, background: Color(white: 50), style: [.bold, .inverse])
    var renderer = FrameRenderer(colorMode: .noColor)
    let text = visible(renderer.render(frame, cursor: nil))
    #expect(!text.contains("38;") && !text.contains("48;"))
    #expect(text.contains("⎋[1;7mok"))
  }

  @Test func paletteModesWriteIndexedColors() {
    var frame = CellBuffer(size: Size(width: 2, height: 1))
    frame.draw("r", at: .zero, foreground: red, background: .black)
    var renderer256 = FrameRenderer(colorMode: .palette256)
    #expect(visible(renderer256.render(frame, cursor: nil)).contains("⎋[38;5;196;48;5;16mr"))
    var renderer16 = FrameRenderer(colorMode: .palette16)
    #expect(visible(renderer16.render(frame, cursor: nil)).contains("⎋[91;40mr"))
  }

  @Test func sixteenColorsKeepTextApartFromABackgroundItWouldMergeWith() {
    var frame = CellBuffer(size: Size(width: 2, height: 1))
    frame.draw("l", at: .zero, foreground: Color(white: 170), background: Color(white: 85))
    var renderer = FrameRenderer(colorMode: .palette16)
    // Both grays are nearest to bright black (8): the text takes the next nearest, white (7).
    #expect(visible(renderer.render(frame, cursor: nil)).contains("⎋[37;100ml"))
    var same = CellBuffer(size: Size(width: 1, height: 1))
    same.draw(" ", at: .zero, foreground: Color(white: 85), background: Color(white: 85))
    var plain = FrameRenderer(colorMode: .palette16)
    #expect(visible(plain.render(same, cursor: nil)).contains("⎋[90;100m "))
  }

  @Test func cellContentCannotInjectControlBytes() throws {
    var frame = CellBuffer(size: Size(width: 4, height: 1))
    frame[0, 0] = Cell(character: "\u{1B}")
    frame[1, 0] = Cell(character: "\u{301}")
    frame[2, 0] = Cell(character: "\n")
    frame[3, 0] = Cell(character: "界")  // no room for its right half
    var renderer = FrameRenderer(colorMode: .trueColor)
    let bytes = renderer.render(frame, cursor: nil)
    // reset, clear, move, colors, hide cursor: no escape from the cells themselves
    #expect(bytes.filter { $0 == 0x1B }.count == 5)
    var screen = ANSIScreenEmulator(size: frame.size)
    try screen.apply(bytes)
    #expect(screen.screen.line(0) == "    ")
  }
}
