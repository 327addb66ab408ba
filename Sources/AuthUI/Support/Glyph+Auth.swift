import ThinTerminal

// The symbols the sign-in screens draw, declared beside them.
extension Glyph {
  /// The leading symbol of an email field.
  static let envelope = Glyph("✉", ascii: "@")
  /// The leading symbol of a password field.
  static let lock = Glyph("🔒", ascii: "*")
}
