import ThinTerminal

// The symbol the counter's digits are drawn with, declared beside them.
extension Glyph {
  /// One pixel of large block lettering.
  static let solidBlock = Glyph("█", ascii: "#")
}
