/// The characters an email may hold, as ranges of Unicode scalars: the Basic Multilingual
/// Plane without "@" (it separates the parts), whitespace, control and formatting characters
/// (bidirectional overrides and isolates, zero-width characters, the byte order mark),
/// surrogates, private use and noncharacters.
///
/// A list rather than a test of Unicode categories, so that the OpenAPI document's pattern,
/// rendered from the same list, says exactly what the server accepts whatever regex engine
/// reads it; a test checks the list against the categories it leaves out.
public enum EmailCharacters {
  public static let ranges: [ClosedRange<UInt32>] = [
    0x21...0x3F, 0x41...0x7E, 0xA1...0xAC, 0xAE...0x5FF, 0x606...0x61B, 0x61D...0x6DC,
    0x6DE...0x70E, 0x710...0x88F, 0x892...0x8E1, 0x8E3...0x167F, 0x1681...0x180D,
    0x180F...0x1FFF, 0x2010...0x2027, 0x2030...0x205E, 0x2070...0x2FFF, 0x3001...0xD7FF,
    0xF900...0xFDCF, 0xFDF0...0xFEFE, 0xFF00...0xFFF8, 0xFFFC...0xFFFD,
  ]

  /// Whether `scalar` may appear in an email.
  public static func contains(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    return ranges.contains { $0.contains(value) }
  }

  /// The ranges as a regular expression character class, `[\u0021-\u003F\u0041-…]`: read the
  /// same by ECMA-262 (JSON Schema's dialect) and by Python's `re`.
  public static var characterClass: String {
    "[" + ranges.map { "\(escaped($0.lowerBound))-\(escaped($0.upperBound))" }.joined() + "]"
  }

  private static func escaped(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
