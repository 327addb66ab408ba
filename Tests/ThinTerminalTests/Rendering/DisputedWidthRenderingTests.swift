import SeededRandom
import Testing
import ThinKit

@testable import ThinTerminal

/// The renderer against terminals that count grapheme widths differently from the layout: the
/// in-memory emulator plays tmux (❤️ 1, 👍🏽 4), a terminal wider for every disputed kind, and
/// one narrower. Whatever they do with a disputed grapheme, every other cell lands where the
/// layout put it, and the cursor too.
@Suite struct DisputedWidthRenderingTests {
  typealias Widths = ANSIScreenEmulator.Widths

  static let terminals: [(String, @Sendable (Character) -> Int)] = [
    ("tmux", Widths.tmux), ("wide", Widths.wide), ("narrow", Widths.narrow),
  ]

  /// The graphemes of the issue, and neighbours that terminals agree on.
  static let graphemes: [String] = [
    "❤️", "⚠️", "👍🏽", "👩‍👩‍👧‍👦", "🏳️‍🌈", "🇫🇷", "─", "…", "é", "1️⃣", "🏴󠁧󠁢󠁳󠁣󠁴󠁿",
    "a", "Z", " ", "界", "🙂", "✓",
  ]

  @Test func classifiesTheGraphemesTerminalsDisagreeOn() {
    #expect(DisputedWidth.of("❤️") == .emojiVariation)
    #expect(DisputedWidth.of("1️⃣") == .emojiVariation)
    #expect(DisputedWidth.of("👍🏽") == .skinTone)
    #expect(DisputedWidth.of("👩🏽‍💻") == .skinTone)
    #expect(DisputedWidth.of("👩‍👩‍👧‍👦") == .joinedEmoji)
    #expect(DisputedWidth.of("🏳️‍🌈") == .joinedEmojiVariation)
    #expect(DisputedWidth.of("🇫🇷") == .flag)
    #expect(DisputedWidth.of("─") == .ambiguous)
    #expect(DisputedWidth.of("é") == .ambiguous)
    #expect(DisputedWidth.of("🏴󠁧󠁢󠁳󠁣󠁴󠁿") == .otherEmoji)
    for agreed in ["a", "界", "🙂", "✓", "e\u{301}", "한"] {
      #expect(DisputedWidth.of(Character(agreed)) == nil, "\(agreed)")
    }
  }

  /// Text after a disputed grapheme, and the next row, land where the layout says, under each
  /// terminal and with nothing measured.
  @Test(arguments: [0, 1, 2])
  func cellsAfterADisputedGraphemeStayInPlace(terminal: Int) throws {
    let (name, columns) = Self.terminals[terminal]
    for grapheme in Self.graphemes {
      var frame = CellBuffer(size: Size(width: 16, height: 2))
      frame.draw("a\(grapheme)bcd", at: Point(x: 1, y: 0), foreground: .white)
      frame.draw("ok", at: Point(x: 1, y: 1), foreground: .white)
      var renderer = FrameRenderer(colorMode: .trueColor)
      var screen = ANSIScreenEmulator(size: frame.size, columns: columns)
      try screen.apply(renderer.render(frame, cursor: Point(x: 14, y: 1)))
      #expect(
        screen.firstLayoutDifference(from: frame, in: .trueColor) == nil, "\(name) \(grapheme)")
      #expect(screen.cursor == Point(x: 14, y: 1), "\(name) \(grapheme)")
    }
  }

  /// The Todo list: emoji titles, a check mark at the right edge of each done row. The
  /// selection moves, rows are redrawn in part: still one check mark per done row, in its column.
  @Test(arguments: [0, 1, 2])
  func todoRowsKeepOneCheckMarkEach(terminal: Int) throws {
    let (name, columns) = Self.terminals[terminal]
    let titles = ["❤️ love", "👍🏽 ok", "🏳️‍🌈 pride", "plain", "🇫🇷 café"]
    let size = Size(width: 30, height: titles.count)
    func list(selected: Int) -> CellBuffer {
      var frame = CellBuffer(size: size, filling: Cell(background: .white))
      for (row, title) in titles.enumerated() {
        let background = row == selected ? Color(red: 0, green: 122, blue: 255) : .white
        frame.fill(Rect(x: 0, y: row, width: size.width, height: 1), with: background)
        frame.draw(title, at: Point(x: 1, y: row), foreground: .black)
        if row != 3 { frame.draw("✓", at: Point(x: 28, y: row), foreground: .black) }
      }
      return frame
    }
    var renderer = FrameRenderer(colorMode: .palette256)
    var screen = ANSIScreenEmulator(size: size, columns: columns)
    for selected in [0, 1, 2, 4, 1] {
      let frame = list(selected: selected)
      try screen.apply(renderer.render(frame, cursor: nil))
      #expect(screen.firstLayoutDifference(from: frame, in: .palette256) == nil, "\(name)")
      for row in titles.indices {
        let marks = screen.screen.line(row).filter { $0 == "✓" }.count
        #expect(marks == (row == 3 ? 0 : 1), "\(name), row \(row): \(screen.screen.line(row))")
        #expect((screen.screen[28, row].character == "✓") == (row != 3), "\(name), row \(row)")
      }
    }
  }

  /// A sign-in field typed full of 👍🏽: nothing outside the field changes.
  @Test(arguments: [0, 1, 2])
  func aFieldFullOfSkinTonesDrawsNothingOutsideIt(terminal: Int) throws {
    let (name, columns) = Self.terminals[terminal]
    let size = Size(width: 40, height: 3)
    let field = Rect(x: 5, y: 1, width: 24, height: 1)
    var empty = CellBuffer(size: size, filling: Cell(background: Color(white: 85)))
    empty.fill(field, with: Color(white: 103))
    empty.draw("Email Address", at: Point(x: 7, y: 1), foreground: Color(white: 200))
    empty.draw("|", at: Point(x: 30, y: 1), foreground: .white)
    var renderer = FrameRenderer(colorMode: .trueColor)
    var screen = ANSIScreenEmulator(size: size, columns: columns)
    try screen.apply(renderer.render(empty, cursor: Point(x: 7, y: 1)))
    for count in 1...20 {
      var typed = empty
      typed.fill(field, with: Color(white: 145))
      let text = String(repeating: "👍🏽", count: count)
      let visible = TextWidth.prefix(of: text, fitting: field.width - 3)
      typed.draw(visible, at: Point(x: 7, y: 1), foreground: .white, clip: field)
      let caret = Point(x: 7 + TextWidth.columns(of: visible), y: 1)
      try screen.apply(renderer.render(typed, cursor: caret))
      #expect(screen.firstLayoutDifference(from: typed, in: .trueColor) == nil, "\(name) \(count)")
      #expect(screen.screen[30, 1].character == "|", "\(name) \(count)")
      #expect(!screen.screen.line(1).contains("Email"), "\(name) \(count)")
      #expect(screen.cursor == caret, "\(name) \(count)")
    }
  }

  /// The renderer's contract as a property, with disputed graphemes in every frame: under each
  /// terminal, measured or not, each frame keeps its layout and the cursor lands where asked.
  @Test(arguments: [0, 1, 2])
  func randomFramesKeepTheirLayout(terminal: Int) throws {
    let (name, columns) = Self.terminals[terminal]
    for measured in [false, true] {
      for seed in UInt64(1)...80 {
        var random = SplitMix64(seed: seed)
        let size = Size(
          width: Int.random(in: 2...24, using: &random),
          height: Int.random(in: 1...6, using: &random))
        var renderer = FrameRenderer(colorMode: .palette256)
        if measured { renderer.measuredWidths = try Self.measure(columns) }
        var screen = ANSIScreenEmulator(size: size, columns: columns)
        var frame = CellBuffer(size: size)
        for step in 0..<6 {
          Self.drawRandomText(on: &frame, using: &random)
          let cursor = Point(
            x: Int.random(in: 0..<size.width, using: &random),
            y: Int.random(in: 0..<size.height, using: &random))
          try screen.apply(renderer.render(frame, cursor: cursor))
          let context = "\(name), measured \(measured), seed \(seed), step \(step)"
          #expect(screen.firstLayoutDifference(from: frame, in: .palette256) == nil, "\(context)")
          #expect(screen.cursor == cursor, "\(context)")
        }
      }
    }
  }

  /// The probe against tmux's widths learns them; frames drawn with them fill each disputed
  /// grapheme's cells exactly: ❤️ padded, 👍🏽 replaced by 👍.
  @Test func measuredWidthsPadNarrowGraphemesAndReplaceWideOnes() throws {
    let widths = try Self.measure(Widths.tmux)
    #expect(
      widths
        == MeasuredWidths([
          .emojiVariation: 1, .skinTone: 4, .joinedEmoji: 2, .joinedEmojiVariation: 1, .flag: 2,
          .ambiguous: 1,
        ]))
    var frame = CellBuffer(size: Size(width: 12, height: 1))
    frame.draw("❤️👍🏽─🇫🇷x", at: .zero, foreground: .white)
    var renderer = FrameRenderer(colorMode: .trueColor, measuredWidths: widths)
    var screen = ANSIScreenEmulator(size: frame.size, columns: Widths.tmux)
    try screen.apply(renderer.render(frame, cursor: nil))
    #expect(screen.screen.line(0) == "❤️ 👍─🇫🇷x    ")
    #expect(screen.screen[7, 0].character == "x")
  }

  /// A disputed grapheme's cells are cleared first, and the next cell is reached by an absolute
  /// move, even when the terminal's width for it was measured, ambiguous characters included
  /// (a measured one needs no clearing).
  @Test func theCursorIsReestablishedAfterADisputedGrapheme() {
    var frame = CellBuffer(size: Size(width: 10, height: 1))
    frame.draw("a❤️b─c", at: .zero, foreground: .white)
    var renderer = FrameRenderer(
      colorMode: .noColor, measuredWidths: MeasuredWidths([.emojiVariation: 2, .ambiguous: 1]))
    let text = String(decoding: renderer.render(frame, cursor: nil), as: UTF8.self)
    // Measured or not, every disputed grapheme is followed by an absolute move: an ambiguous
    // character's kind is measured with one character, and terminals may draw others apart.
    #expect(text.contains("a  \u{1B}[1;2H❤️\u{1B}[1;4Hb─\u{1B}[1;6Hc"))
  }

  /// A grapheme's cells are cleared before it is written, so that a terminal drawing it
  /// narrower leaves nothing stale in them.
  @Test func unmeasuredGraphemesClearTheirCellsFirst() throws {
    var before = CellBuffer(size: Size(width: 6, height: 1))
    before.draw("xxxx", at: .zero, foreground: .white)
    var after = before
    after.draw("👍🏽", at: Point(x: 1, y: 0), foreground: .white)
    var renderer = FrameRenderer(colorMode: .noColor)
    var screen = ANSIScreenEmulator(size: before.size, columns: Widths.narrow)
    try screen.apply(renderer.render(before, cursor: nil))
    try screen.apply(renderer.render(after, cursor: nil))
    #expect(screen.screen.line(0) == "x👍🏽 x  ")
  }

  /// `é` and `e` + U+0301 are one character to Swift but not to a terminal in a CJK locale,
  /// which draws the first 2 columns wide: where the first stood (drawn as its stand-in `e`),
  /// the second must be written out, not taken as unchanged (a fuzz finding).
  @Test func aComposedLetterReplacedByItsDecomposedFormIsWrittenAgain() throws {
    let precomposed = Character("\u{E9}")
    let decomposed = Character("e\u{301}")
    #expect(precomposed == decomposed)
    #expect(Cell(character: precomposed) != Cell(character: decomposed))
    var before = CellBuffer(size: Size(width: 4, height: 1))
    before.draw("a\(precomposed)b", at: .zero, foreground: .white)
    var after = CellBuffer(size: before.size)
    after.draw("a\(decomposed)b", at: .zero, foreground: .white)
    var renderer = FrameRenderer(colorMode: .noColor, measuredWidths: try Self.measure(Widths.wide))
    var screen = ANSIScreenEmulator(size: before.size, columns: Widths.wide)
    try screen.apply(renderer.render(before, cursor: nil))
    #expect(screen.screen.line(0) == "aeb ")
    try screen.apply(renderer.render(after, cursor: nil))
    #expect(screen.screen[1, 0].character.unicodeScalars.elementsEqual(decomposed.unicodeScalars))
    #expect(screen.firstLayoutDifference(from: after, in: .noColor) == nil)
  }

  /// Runs the width probe against a terminal with `columns`, as `ANSITerminal` does: its
  /// answers are parsed as input.
  static func measure(_ columns: @escaping @Sendable (Character) -> Int) throws -> MeasuredWidths {
    var screen = ANSIScreenEmulator(size: Size(width: 20, height: 4), columns: columns)
    try screen.apply(WidthProbe.request)
    var parser = InputParser()
    #expect(parser.parse(screen.replies).isEmpty)
    var probe = WidthProbe()
    for report in parser.takePositionReports() { probe.receive(report) }
    #expect(probe.isComplete)
    return probe.widths
  }

  /// Draws a few strings of random graphemes, disputed ones among them, some clipped.
  static func drawRandomText(on frame: inout CellBuffer, using random: inout SplitMix64) {
    let size = frame.size
    for _ in 0..<Int.random(in: 1...4, using: &random) {
      let text = (0..<Int.random(in: 1...8, using: &random))
        .map { _ in graphemes.randomElement(using: &random)! }.joined()
      let clip = Rect(
        x: Int.random(in: 0..<size.width, using: &random), y: 0, width: size.width,
        height: size.height)
      frame.draw(
        text,
        at: Point(
          x: Int.random(in: -2..<size.width, using: &random),
          y: Int.random(in: 0..<size.height, using: &random)),
        foreground: RandomFrames.colors.randomElement(using: &random)!,
        background: RandomFrames.colors.randomElement(using: &random)!,
        style: RandomFrames.styles.randomElement(using: &random)!,
        clip: Bool.random(using: &random) ? clip : nil)
    }
  }
}
