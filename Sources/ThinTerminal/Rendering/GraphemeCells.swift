/// How a terminal lays a grapheme cluster out in cells, so that a frame's cells are the
/// terminal's: an emoji sequence whole, anything else one cell (or two, for a wide scalar) per
/// scalar that takes columns, the zero-width scalars after it (marks, joiners, a Hangul
/// syllable's vowel and final consonant) in its cell.
///
/// `क्ष` is one `Character` but two cells, `क्` and `ष`, as every terminal draws it; a frame
/// that kept it in one cell would have to rewrite both whenever one changed, and would disagree
/// with the terminal about the cell a later write lands in.
package enum GraphemeCells {
  /// Calls `body` with each part of `character` that takes cells of its own, in order, and the
  /// columns it takes; their columns add up to ``TextWidth/columns(of:)-(Character)``.
  static func forEachPart(of character: Character, _ body: (Character, Int) -> Void) {
    let scalars = character.unicodeScalars
    guard !character.isASCII, scalars.count > 1, !TextWidth.isEmojiSequence(scalars),
      scalars.lazy.filter({ TextWidth.columns(of: $0) > 0 }).count > 1
    else {
      body(character, TextWidth.columns(of: character))
      return
    }
    var part = String.UnicodeScalarView()
    var columns = 0
    for scalar in scalars {
      let width = TextWidth.columns(of: scalar)
      if width > 0, columns > 0 {
        emit(part, columns: columns, body)
        part = String.UnicodeScalarView()
        columns = 0
      }
      part.append(scalar)
      columns += width
    }
    emit(part, columns: columns, body)
  }

  /// The parts of `character` that take cells of their own, in order: what the cells of a
  /// frame or a terminal hold of it.
  package static func parts(of character: Character) -> [Character] {
    var parts: [Character] = []
    forEachPart(of: character) { part, _ in parts.append(part) }
    return parts
  }

  /// A part is one grapheme on its own, but for scalars that only join in context (a prepended
  /// mark before its letter): those parts give each of their graphemes its own columns.
  private static func emit(
    _ part: String.UnicodeScalarView, columns: Int, _ body: (Character, Int) -> Void
  ) {
    let text = String(part)
    guard text.count > 1 else {
      if let character = text.first { body(character, columns) }
      return
    }
    for character in text {
      body(character, character.unicodeScalars.reduce(0) { $0 + TextWidth.columns(of: $1) })
    }
  }
}
