extension TextField {
  /// Counts the characters around an edited range again as graphemes, so that the stored
  /// characters are always the graphemes of ``text`` and the cursor's offset counts what
  /// ``text`` counts: a combining mark typed after its letter, a skin tone after its emoji, a
  /// joiner pasted between two emoji, the second half of a flag all join what is beside them.
  /// Returns where the cursor goes: after the grapheme that holds the edit's last character.
  /// (Regional indicators pair up over a whole run, which one neighbour on each side cannot
  /// follow: a lone one pasted next to a flag may stay its own character.)
  func joinGraphemes(around edited: Range<Int>) -> Int {
    var start = max(0, edited.lowerBound - 1)
    var end = min(characters.count, edited.upperBound + 1)
    // Typed text mostly meets its neighbours where nothing can join: no regrouping then.
    if Self.joinsNothing(characters[start..<end]) { return edited.upperBound }
    // How many scalars lie before the cursor's place, counted from `start`.
    var scalarsBeforeCursor = String(characters[start..<edited.upperBound]).unicodeScalars.count
    var regrouped = Array(String(characters[start..<end]))
    // A regrouped edge may now join the character beyond it (🙂 + a joiner, then ❤️): widen
    // the window until its edges stand alone.
    while true {
      let joinsBefore =
        start > 0 && regrouped.first.map { String([characters[start - 1], $0]).count == 1 } == true
      let joinsAfter =
        end < characters.count
        && regrouped.last.map { String([$0, characters[end]]).count == 1 } == true
      guard joinsBefore || joinsAfter else { break }
      if joinsBefore {
        start -= 1
        scalarsBeforeCursor += characters[start].unicodeScalars.count
      }
      if joinsAfter { end += 1 }
      regrouped = Array(String(characters[start..<end]))
    }
    characters.replaceSubrange(start..<end, with: regrouped)
    var cursor = start
    var scalars = 0
    for grapheme in regrouped where scalars < scalarsBeforeCursor {
      scalars += grapheme.unicodeScalars.count
      cursor += 1
    }
    return cursor
  }

  /// Whether no two neighbours of `run` can join into one grapheme: between each pair, nothing
  /// that a grapheme rule lets lead into the next (a joiner, a regional indicator, Hangul, a
  /// prepended mark, a conjunct's virama) ends the first, and nothing that extends the one before
  /// (a mark, a format character, a skin tone, Hangul, a regional indicator) starts the second.
  nonisolated static func joinsNothing(_ run: ArraySlice<Character>) -> Bool {
    var previous: Character?
    for character in run {
      if let previous, leadsIntoNext(previous) || extendsPrevious(character) { return false }
      previous = character
    }
    return true
  }

  /// Whether the grapheme's end may join what follows: a joiner, a regional indicator, Hangul,
  /// a prepended mark (GB9b), a virama whose conjunct may go on (GB9c).
  nonisolated private static func leadsIntoNext(_ character: Character) -> Bool {
    guard let last = character.unicodeScalars.last else { return false }
    if last.isASCII { return last.value < 0x20 }
    switch last.value {
    case 0x200D, 0x1F1E6...0x1F1FF, 0x1100...0x11FF, 0xA960...0xA97F, 0xAC00...0xD7FF,
      0x0600...0x0605, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x0D4E, 0x110BD, 0x110CD,
      0x111C2...0x111C3, 0x1193F, 0x11941, 0x11A3A, 0x11A84...0x11A89, 0x11D46, 0x11F02:
      return true
    default:
      return character.unicodeScalars.contains { virama.contains($0.value) }
    }
  }

  /// Whether the grapheme's start may extend the one before: a mark, a format character (a
  /// joiner, a variation selector), a skin tone, a regional indicator, Hangul, the few letters
  /// that are spacing marks (Thai and Lao AM) or extenders (halfwidth sound marks).
  nonisolated private static func extendsPrevious(_ character: Character) -> Bool {
    guard let first = character.unicodeScalars.first else { return false }
    if first.isASCII { return first.value < 0x20 }
    switch first.value {
    case 0x1F3FB...0x1F3FF, 0x1F1E6...0x1F1FF, 0x1100...0x11FF, 0xA960...0xA97F, 0xAC00...0xD7FF,
      0x0E33, 0x0EB3, 0xFF9E...0xFF9F:
      return true
    default:
      switch first.properties.generalCategory {
      case .nonspacingMark, .spacingMark, .enclosingMark, .format, .control: return true
      default: return false
      }
    }
  }

  /// The viramas that link consonants into one grapheme (Indic_Conjunct_Break=Linker).
  nonisolated private static let virama: Set<UInt32> = [
    0x094D, 0x09CD, 0x0ACD, 0x0B4D, 0x0C4D, 0x0D4D,
  ]
}
