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
  /// continuation, which a wide grapheme needs. `columns`, when given, is
  /// ``TextWidth/columns(of:)-(Character)`` of its grapheme, already counted.
  package init(of cell: Cell, columns: Int? = nil, fitsWide: Bool, glyphSet: GlyphSet) {
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
    let width = columns ?? TextWidth.columns(of: cell.character)
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
    case .grapheme(let character, _): Self.appendBytes(of: character, to: &bytes)
    case .ascii(let byte, 1): bytes.append(byte)
    case .ascii(let byte, let count): bytes.append(contentsOf: repeatElement(byte, count: count))
    }
  }

  /// Appends the grapheme's UTF-8 without the joiners (ZWJ) that join no emoji to an emoji in
  /// it: a letter's lone joiner (`a` ZWJ), one at the end of a cluster, one inside a conjunct
  /// (`क्` ZWJ `ष`). A terminal may join what follows a joiner to the cell before it — tmux
  /// joins any non-ASCII character written after one, wherever the cursor went meanwhile — and
  /// swallow the next cell's grapheme; without its joiner a letter draws the same.
  static func appendBytes(of character: Character, to bytes: inout [UInt8]) {
    let scalars = character.unicodeScalars
    guard scalars.contains("\u{200D}") else {
      bytes.append(contentsOf: character.utf8)
      return
    }
    let isEmoji = TextWidth.isEmojiSequence(scalars)
    var index = scalars.startIndex
    while index < scalars.endIndex {
      let scalar = scalars[index]
      index = scalars.index(after: index)
      if scalar == "\u{200D}" {
        guard isEmoji, index < scalars.endIndex, scalars[index].properties.isEmoji else { continue }
      }
      UTF8.encode(scalar) { bytes.append($0) }
    }
  }
}
