/// A pixel font five pixels high, drawn with full blocks: digits, the minus sign, the colon
/// and the point of a clock or a count, readable from across the room.
///
/// Text becomes a grid of pixels (one blank pixel column between glyphs); a view stretches
/// the grid over whatever cells it has, so the same text draws at any size and any scale.
struct BlockFont: Equatable {
  static let glyphHeight = 5

  /// Rows of each glyph, top to bottom, one character a pixel ("#" set, "." blank): a digit is
  /// three pixels wide, the colon and the point one.
  private static let glyphs: [Character: [String]] = [
    "0": ["###", "#.#", "#.#", "#.#", "###"],
    "1": [".#.", "##.", ".#.", ".#.", "###"],
    "2": ["###", "..#", "###", "#..", "###"],
    "3": ["###", "..#", "###", "..#", "###"],
    "4": ["#.#", "#.#", "###", "..#", "..#"],
    "5": ["###", "#..", "###", "..#", "###"],
    "6": ["###", "#..", "###", "#.#", "###"],
    "7": ["###", "..#", "..#", "..#", "..#"],
    "8": ["###", "#.#", "###", "#.#", "###"],
    "9": ["###", "#.#", "###", "..#", "###"],
    "-": ["...", "...", "###", "...", "..."],
    "−": ["...", "...", "###", "...", "..."],
    ":": [".", "#", ".", "#", "."],
    ".": [".", ".", ".", ".", "#"],
  ]

  /// The text's pixels, row by row.
  let pixels: [[Bool]]

  /// Nil when a character has no glyph.
  init?(_ text: String) {
    var rows = Array(repeating: [Bool](), count: Self.glyphHeight)
    for (index, character) in text.enumerated() {
      guard let glyph = Self.glyphs[character] else { return nil }
      for row in 0..<Self.glyphHeight {
        if index > 0 { rows[row].append(false) }
        rows[row] += glyph[row].map { $0 == "#" }
      }
    }
    pixels = rows
  }

  /// Pixels across.
  var width: Int { pixels.first?.count ?? 0 }

  /// Pixels down.
  var height: Int { Self.glyphHeight }

  /// Whether the pixel that covers cell (`x`, `y`) of a `size` area is set: nearest-neighbour
  /// sampling, so that a pulse can draw the digits at 1.3× without a second font.
  func isSet(x: Int, y: Int, in size: Size) -> Bool {
    guard size.width > 0, size.height > 0, x >= 0, y >= 0, x < size.width, y < size.height,
      width > 0
    else { return false }
    return pixels[y * height / size.height][x * width / size.width]
  }
}
