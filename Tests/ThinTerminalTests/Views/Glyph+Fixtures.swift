import ThinTerminal

// Symbols an app would declare for its own views: the tests draw them as an app does.
extension Glyph {
  static let envelope = Glyph("✉", ascii: "@")
  static let lock = Glyph("🔒", ascii: "*")
}
