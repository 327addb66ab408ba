/// What the renderer writes for one cell's grapheme, so that the cursor advances by exactly the
/// columns the layout gave it: the grapheme itself, or an ASCII character repeated.
///
/// Anything that would not advance the cursor by its own width (a control character, a lone
/// combining mark, a wide grapheme without room for its right half) becomes a space; on an
/// ASCII terminal every other character becomes its stand-in, one per column.
package enum WrittenGlyph: Equatable, Sendable {
  /// The grapheme as it is, over `columns` columns.
  case grapheme(Character, columns: Int)
  /// An ASCII byte written `count` times, one per column.
  case ascii(UInt8, count: Int)

  /// The glyph written for `cell`; `fitsWide` says whether the cell to its right is its
  /// continuation, which a wide grapheme needs.
  package init(of cell: Cell, fitsWide: Bool, glyphSet: GlyphSet) {
    // A continuation no wide grapheme covers holds nothing to show, whatever it was given.
    if cell.isContinuation {
      self = .ascii(0x20, count: 1)
      return
    }
    let utf8 = cell.character.utf8
    if utf8.count == 1, let byte = utf8.first {
      self = .ascii(byte >= 0x20 && byte < 0x7F ? byte : 0x20, count: 1)
      return
    }
    let width = TextWidth.columns(of: cell.character)
    guard width == 1 || (width == 2 && fitsWide) else {
      self = .ascii(0x20, count: 1)
      return
    }
    guard glyphSet == .ascii else {
      self = .grapheme(cell.character, columns: width)
      return
    }
    // A stand-in per column keeps the cursor where a wide grapheme would have left it.
    let standIn = width == 1 ? glyphSet.displayable(cell.character) : "?"
    self = .ascii(standIn.asciiValue ?? 0x3F, count: width)
  }

  /// The columns it takes on screen.
  package var columns: Int {
    switch self {
    case .grapheme(_, let columns): columns
    case .ascii(_, let count): count
    }
  }

  /// The text it shows, as a person reads it.
  package var text: String {
    switch self {
    case .grapheme(let character, _): String(character)
    case .ascii(let byte, let count):
      String(repeating: Character(Unicode.Scalar(byte)), count: count)
    }
  }

  /// Appends its bytes.
  package func append(to bytes: inout [UInt8]) {
    switch self {
    case .grapheme(let character, _): bytes.append(contentsOf: character.utf8)
    case .ascii(let byte, 1): bytes.append(byte)
    case .ascii(let byte, let count): bytes.append(contentsOf: repeatElement(byte, count: count))
    }
  }
}
