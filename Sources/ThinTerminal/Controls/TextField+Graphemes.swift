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
}
