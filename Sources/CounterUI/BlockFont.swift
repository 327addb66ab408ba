import ThinTerminal

/// A 3×5 pixel font of digits and the minus sign, drawn with full blocks: the count, readable
/// from across the room.
///
/// Text becomes a grid of pixels (one blank pixel column between glyphs); a view stretches
/// the grid over whatever cells it has, so the same text draws at any size and any scale.
struct BlockFont {
  static let glyphWidth = 3
  static let glyphHeight = 5

  /// Rows of each glyph, top to bottom; bit 2 is the left pixel.
  private static let glyphs: [Character: [UInt8]] = [
    "0": [0b111, 0b101, 0b101, 0b101, 0b111],
    "1": [0b010, 0b110, 0b010, 0b010, 0b111],
    "2": [0b111, 0b001, 0b111, 0b100, 0b111],
    "3": [0b111, 0b001, 0b111, 0b001, 0b111],
    "4": [0b101, 0b101, 0b111, 0b001, 0b001],
    "5": [0b111, 0b100, 0b111, 0b001, 0b111],
    "6": [0b111, 0b100, 0b111, 0b101, 0b111],
    "7": [0b111, 0b001, 0b001, 0b001, 0b001],
    "8": [0b111, 0b101, 0b111, 0b101, 0b111],
    "9": [0b111, 0b101, 0b111, 0b001, 0b111],
    "-": [0b000, 0b000, 0b111, 0b000, 0b000],
    "−": [0b000, 0b000, 0b111, 0b000, 0b000],
  ]

  /// The text's pixels, row by row; nil when a character has no glyph.
  let pixels: [[Bool]]

  init?(_ text: String) {
    var rows = Array(repeating: [Bool](), count: Self.glyphHeight)
    for (index, character) in text.enumerated() {
      guard let glyph = Self.glyphs[character] else { return nil }
      for row in 0..<Self.glyphHeight {
        if index > 0 { rows[row].append(false) }
        for column in 0..<Self.glyphWidth {
          rows[row].append(glyph[row] & (1 << (Self.glyphWidth - 1 - column)) != 0)
        }
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
    guard size.width > 0, size.height > 0, x >= 0, y >= 0, x < size.width, y < size.height
    else { return false }
    return pixels[y * height / size.height][x * width / size.width]
  }
}
