/// Whether a request body's bytes can only be read as UTF-8 JSON text: no byte order mark, and
/// no control character but tab, line feed and carriage return (JSON has none outside its
/// escapes, RFC 8259 §7).
///
/// Foundation's decoder also reads UTF-16 and UTF-32, which it guesses from a byte order mark or
/// from the zero bytes of the first characters, and skips a UTF-8 byte order mark, while
/// ``TopLevelKeys`` reads UTF-8 only: a body sent so could name a field twice unseen, one value
/// checked and another used. Every such text has a byte order mark or a zero byte, so it is
/// refused here, before anything decodes it. Bytes that are not UTF-8 inside a string are left
/// to the decoder: the field they are in is ill-formed (1001, 1002), as the spec says.
enum StrictJSONText {
  /// Whether `bytes` start with no byte order mark and hold no control character but tab,
  /// line feed and carriage return.
  static func isValid(_ bytes: [UInt8]) -> Bool {
    let byteOrderMarks: [[UInt8]] = [[0xEF, 0xBB, 0xBF], [0xFE, 0xFF], [0xFF, 0xFE]]
    guard !byteOrderMarks.contains(where: { bytes.starts(with: $0) }) else { return false }
    return !bytes.contains { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
  }
}
