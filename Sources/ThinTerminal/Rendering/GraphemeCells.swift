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

  /// Whether `next`, written right after `previous`, would join it into one grapheme that a
  /// terminal lays out otherwise than the two cells (a spacing mark after an emoji becomes part
  /// of the emoji's cell): the renderer reaches such a cell by a cursor move, which ends the
  /// grapheme in every terminal that joins.
  static func joins(_ next: Character, after previous: Character) -> Bool {
    guard next.utf8.count > 1 || previous.utf8.count > 1, let last = previous.unicodeScalars.last,
      let first = next.unicodeScalars.first,
      mayJoin(first, after: last)
    else { return false }
    var text = String(previous)
    text.append(next)
    guard text.count == 1, let joined = text.first else { return false }
    return parts(of: joined) != [previous, next]
  }

  /// Whether a grapheme starting with `first` can join one ending with `last` under UAX #29
  /// (a prepended or joining `last`; an extending, spacing, Hangul or regional-indicator
  /// `first`): a test by ranges that spares the exact one for almost every pair of cells.
  static func mayJoin(_ first: Unicode.Scalar, after last: Unicode.Scalar) -> Bool {
    switch last.value {
    case 0x200D, 0x0600...0x0605, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x0D4E, 0x110BD,
      0x110CD, 0x111C2...0x111C3, 0x1193F, 0x11941, 0x11A3A, 0x11A84...0x11A89, 0x11D46, 0x11F02:
      return true
    default:
      break
    }
    switch first.value {
    case 0..<0x300, 0x370...0x482, 0x48A...0x52F, 0x2010...0x205F, 0x2070...0x20CF,
      0x2100...0x3029, 0x3030...0x3098, 0x309B...0xA66E, 0xF900...0xFAFF, 0x1F300...0x1F3FA,
      0x1F400...0x1FAFF, 0x20000...0x3FFFF:
      return false
    case 0xAC00...0xD7A3:
      return (0x1100...0x115F).contains(last.value) || (0xA960...0xA97F).contains(last.value)
    case 0x0E33, 0x0EB3, 0x1160...0x11FF, 0xD7B0...0xD7FF, 0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF:
      return true
    default:
      switch first.properties.generalCategory {
      case .nonspacingMark, .spacingMark, .enclosingMark, .format: return true
      default: return first.properties.isGraphemeExtend
      }
    }
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
