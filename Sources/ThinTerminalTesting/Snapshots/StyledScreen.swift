import ThinTerminal

/// A screen as a terminal of one color mode and glyph set shows it: the text of each row, and
/// a letter per cell naming its style in a legend.
///
/// The most common style (the screen's background, usually) is "." so that what stands out
/// on screen stands out in the letters; the others take letters in reading order. A wide
/// grapheme's two cells take its letter twice, so the letters stay one per column.
struct StyledScreen: Sendable {
  /// The text of each row as written: wide graphemes once, ASCII stand-ins on an ASCII
  /// terminal, nothing trimmed.
  let rows: [String]
  /// One letter per cell, row by row.
  let styleRows: [String]
  /// Each letter used, in the order of ``letters``, and the style it names.
  let legend: [(letter: Character, style: WrittenStyle)]

  /// The letters styles take, after "." for the most common one; "!" names every style past
  /// them.
  static let letters = Array(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789αβγδεζηθικλμνξοπρστυφχψω")

  init(_ screen: CellBuffer, colorMode: ColorMode, glyphSet: GlyphSet) {
    var rows: [String] = []
    var cellStyles: [[WrittenStyle]] = []
    for y in 0..<screen.size.height {
      var text = ""
      var styles: [WrittenStyle] = []
      var x = 0
      while x < screen.size.width {
        let cell = screen[x, y]
        // The renderer's own choice of what to write keeps the text and the letters aligned
        // with what a terminal shows.
        let glyph = WrittenGlyph(
          of: cell, fitsWide: x + 1 < screen.size.width && screen[x + 1, y].isContinuation,
          glyphSet: glyphSet)
        text += glyph.text
        let style = WrittenStyle(
          of: cell, in: colorMode, isBlank: glyph == .ascii(0x20, count: glyph.columns))
        styles += repeatElement(style, count: glyph.columns)
        x += glyph.columns
      }
      rows.append(text)
      cellStyles.append(styles)
    }
    let (letters, legend) = Self.letters(for: cellStyles.joined())
    self.rows = rows
    styleRows = cellStyles.map { String($0.map { letters[$0]! }) }
    self.legend = legend
  }

  /// "." for the most common style, then a letter each in order of first appearance.
  private static func letters(
    for styles: some Sequence<WrittenStyle>
  ) -> ([WrittenStyle: Character], [(letter: Character, style: WrittenStyle)]) {
    var order: [WrittenStyle] = []
    var counts: [WrittenStyle: Int] = [:]
    for style in styles {
      if counts[style] == nil { order.append(style) }
      counts[style, default: 0] += 1
    }
    guard let common = order.max(by: { counts[$0]! < counts[$1]! }) else { return ([:], []) }
    var letters: [WrittenStyle: Character] = [common: "."]
    var legend: [(letter: Character, style: WrittenStyle)] = [(".", common)]
    for style in order where style != common {
      let letter = legend.count - 1 < Self.letters.count ? Self.letters[legend.count - 1] : "!"
      letters[style] = letter
      legend.append((letter, style))
    }
    return (letters, legend)
  }
}
