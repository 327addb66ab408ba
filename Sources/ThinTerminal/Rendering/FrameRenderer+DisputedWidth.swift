import ThinKit

extension FrameRenderer {
  /// Writes a grapheme whose width terminals disagree on so that it stays inside the `columns`
  /// cells the layout gave it at `point`, and returns the column before which the row's later
  /// cells must be written again, unchanged or not (0: none).
  ///
  /// Its cells are cleared first, so that a terminal drawing it narrower leaves nothing stale
  /// in them. When the terminal was measured to draw its kind wider than the layout, a stand-in
  /// that fits is written instead (👍 for 👍🏽). The cells it could still overdraw are written
  /// again, and reached by an absolute move: a measurement stands for a kind, and one grapheme
  /// of the kind may differ (a terminal may draw `—` and `é` of the ambiguous kind apart), so
  /// the cursor's position is unknown after every one.
  mutating func appendDisputed(
    _ character: Character, kind: DisputedWidth, columns: Int, at point: Point, rowWidth: Int,
    into bytes: inout [UInt8]
  ) -> Int {
    if columns > 1 {
      bytes.append(contentsOf: repeatElement(0x20, count: columns))
      CursorMotion.append(from: nil, to: point, into: &bytes)
    }
    let measured = measuredWidths[kind]
    if let measured, measured > columns {
      bytes.append(contentsOf: Self.standIn(for: character, fitting: columns).utf8)
    } else {
      WrittenGlyph.appendBytes(of: character, to: &bytes)
    }
    position = nil
    return min(rowWidth, point.x + max(columns, DisputedWidth.maximumColumns(of: character)))
  }

  /// What to draw in `columns` cells instead of a grapheme the terminal draws wider: its first
  /// character when terminals agree on that one's width and it fits (👍 for 👍🏽, 👩 for
  /// 👩‍👩‍👧‍👦), else that character's one-column ASCII stand-in (`-` for `—`, `?` for the rest).
  static func standIn(for character: Character, fitting columns: Int) -> String {
    guard let first = character.unicodeScalars.first else { return "?" }
    let base = Character(first)
    let width = TextWidth.columns(of: base)
    if DisputedWidth.of(base) == nil, width >= 1, width <= columns { return String(base) }
    return String(GlyphSet.ascii.displayable(base))
  }
}
