import Testing
import ThinKit

@testable import ThinTerminal

/// Scripts whose grapheme clusters terminals draw scalar by scalar (Devanagari conjuncts, a lone
/// joiner between letters, Thai, Tamil, Hangul written as jamo), rendered into the emulator
/// playing the layout's terminal and tmux: what a run of incremental frames leaves on screen is
/// what a full redraw of the last frame shows (Ctrl-L, a resize), and both keep the layout.
@Suite struct ScriptRenderingTests {
  static let words = [
    "नमस्ते दुनिया", "क्षत्रिय", "a\u{200D}b", "ภาษาไทย น้ำ", "தமிழ் கொ",
    "\u{1112}\u{1161}\u{11AB}\u{1100}\u{1173}\u{11AF}", "क्\u{200D}ष",
  ]

  /// The layout's widths, and tmux's, which also joins a non-ASCII grapheme written after a
  /// joiner to the cell before the cursor.
  static func terminal(_ name: String, size: Size) -> ANSIScreenEmulator {
    name == "tmux"
      ? ANSIScreenEmulator(
        size: size, columns: ANSIScreenEmulator.Widths.tmux, joinsAfterJoiner: true)
      : ANSIScreenEmulator(size: size)
  }

  /// The Todo row: a title, the check mark at the right edge. The title changes, is
  /// selected, gets a letter overwritten; after each frame the ✓ is in its column, and the
  /// screen is the one a full redraw gives.
  @Test(arguments: ["layout", "tmux"])
  func aTitleKeepsItsCheckMarkThroughIncrementalAndFullRedraws(terminal name: String) throws {
    let size = Size(width: 24, height: 2)
    var renderer = FrameRenderer(colorMode: .palette256)
    var screen = Self.terminal(name, size: size)
    var frames: [CellBuffer] = []
    for (index, word) in Self.words.enumerated() {
      var frame = CellBuffer(size: size)
      let background = index.isMultiple(of: 2) ? Color.black : Color(red: 0, green: 122, blue: 255)
      frame.fill(Rect(x: 0, y: 0, width: size.width, height: 1), with: background)
      frame.draw(word, at: Point(x: 1, y: 0), foreground: .white)
      frame.draw("✓", at: Point(x: 22, y: 0), foreground: .white)
      frame.draw(word, at: Point(x: 0, y: 1), foreground: .white)
      frames.append(frame)
      var touched = frame
      touched.draw("x", at: Point(x: 3, y: 1), foreground: .white)
      frames.append(touched)
    }
    for (step, frame) in frames.enumerated() {
      try screen.apply(renderer.render(frame, cursor: nil))
      let context = "\(name), step \(step): \(frame.line(0))"
      #expect(screen.firstLayoutDifference(from: frame, in: .palette256) == nil, "\(context)")
      #expect(screen.screen[22, 0].character == "✓", "\(context)")
      var redrawn = Self.terminal(name, size: size)
      var fresh = FrameRenderer(colorMode: .palette256)
      try redrawn.apply(fresh.render(frame, cursor: nil))
      #expect(redrawn.screen == screen.screen, "\(context)")
    }
  }

  /// Each word shifted along a row one column a frame, over what the frame before drew: the
  /// diff rewrites parts of conjuncts apart, and still gives the full redraw's screen.
  @Test(arguments: ["layout", "tmux"], words)
  func aWordMovingAlongARowMatchesAFullRedraw(terminal name: String, word: String) throws {
    let size = Size(width: 20, height: 1)
    var renderer = FrameRenderer(colorMode: .trueColor)
    var screen = Self.terminal(name, size: size)
    for x in 0..<6 {
      var frame = CellBuffer(size: size)
      frame.draw(word, at: Point(x: x, y: 0), foreground: .white)
      frame.draw("|", at: Point(x: x + TextWidth.columns(of: word), y: 0), foreground: .white)
      try screen.apply(renderer.render(frame, cursor: Point(x: 19, y: 0)))
      var redrawn = Self.terminal(name, size: size)
      var fresh = FrameRenderer(colorMode: .trueColor)
      try redrawn.apply(fresh.render(frame, cursor: Point(x: 19, y: 0)))
      #expect(redrawn.screen == screen.screen, "\(name) \(word) at \(x)")
      #expect(screen.firstLayoutDifference(from: frame, in: .trueColor) == nil, "\(word) at \(x)")
      #expect(screen.cursor == Point(x: 19, y: 0))
    }
  }

  /// A lone joiner is never written: tmux would join the next non-ASCII grapheme written
  /// anywhere after it to the cell before its cursor.
  @Test func aLoneJoinerIsNotWritten() {
    var frame = CellBuffer(size: Size(width: 10, height: 1))
    frame.draw("a\u{200D}b क्\u{200D}ष 👩‍👩‍👧‍👦", at: .zero, foreground: .white)
    var renderer = FrameRenderer(colorMode: .noColor)
    let written = String(decoding: renderer.render(frame, cursor: nil), as: UTF8.self)
    #expect(written.contains("ab"))
    #expect(written.contains("क्ष"))
    #expect(written.unicodeScalars.filter { $0 == "\u{200D}" }.count == 3, "the family's three")
  }

  /// A spacing mark whose letter was overwritten by an emoji (`नि` under `a🙂`) keeps its own
  /// cell: written right after the emoji it would join it (one grapheme, one cell, the row
  /// shifted left), so the renderer moves the cursor between them, and the next frame, drawn
  /// incrementally, gives the full redraw's screen. Found by the renderer fuzz target.
  @Test(arguments: ["layout", "tmux"])
  func aMarkLeftAfterAnEmojiKeepsItsCell(terminal name: String) throws {
    let size = Size(width: 8, height: 1)
    var covered = CellBuffer(size: size)
    covered.draw("नि", at: Point(x: 2, y: 0), foreground: .white)
    covered.draw("a🙂", at: .zero, foreground: .white)
    covered.draw("✓", at: Point(x: 5, y: 0), foreground: .white)
    var next = covered
    next.draw("निन", at: .zero, foreground: .white)
    var renderer = FrameRenderer(colorMode: .noColor)
    var screen = Self.terminal(name, size: size)
    let first = renderer.render(covered, cursor: nil)
    #expect(!String(decoding: first, as: UTF8.self).contains("🙂\u{093F}"))
    try screen.apply(first)
    #expect(screen.screen[3, 0].character == "\u{093F}")
    #expect(screen.screen[5, 0].character == "✓")
    try screen.apply(renderer.render(next, cursor: nil))
    var redrawn = Self.terminal(name, size: size)
    var fresh = FrameRenderer(colorMode: .noColor)
    try redrawn.apply(fresh.render(next, cursor: nil))
    #expect(
      screen.screen == redrawn.screen, "\(screen.screen.line(0)) vs \(redrawn.screen.line(0))")
    #expect(screen.firstLayoutDifference(from: next, in: .noColor) == nil)
  }

  /// Graphemes that would join when written one after the other are the ones a terminal lays
  /// out otherwise than their cells; a conjunct's halves and a letter and its mark are not.
  @Test func onlyAJoinThatChangesTheCellsNeedsACursorMove() {
    #expect(GraphemeCells.joins("\u{093F}", after: "🙂"))
    #expect(GraphemeCells.joins("\u{0301}", after: "a"))
    #expect(!GraphemeCells.joins("ष", after: "क्"))
    #expect(!GraphemeCells.joins("b", after: "a"))
    #expect(!GraphemeCells.joins("语", after: "汉"))
  }
  /// The renderer keeps an ASCII grapheme written last as its byte; a mark that would join it
  /// is still reached by a cursor move, after ASCII as after anything else.
  @Test func aMarkAfterAnASCIILetterIsReachedByACursorMove() {
    var frame = CellBuffer(size: Size(width: 4, height: 1))
    frame.draw("ab", at: .zero, foreground: .white)
    frame[1, 0] = Cell(character: "\u{0301}")
    var renderer = FrameRenderer(colorMode: .noColor)
    let text = String(decoding: renderer.render(frame, cursor: nil), as: UTF8.self)
    #expect(text.hasSuffix("a\u{1B}[1;2H   \u{1B}[?25l"), "\(text.debugDescription)")
  }
}
