// Building terminal output directly as bytes: a frame is assembled without String round trips.

extension [UInt8] {
  /// Appends a non-negative number in decimal ASCII digits.
  mutating func appendDecimal(_ value: Int) {
    let value = Swift.max(value, 0)
    if value < 10 {
      append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: value))
      return
    }
    let start = count
    let digits = decimalDigits(value)
    append(contentsOf: repeatElement(0, count: digits))
    var rest = value
    for index in stride(from: start + digits - 1, through: start, by: -1) {
      self[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
      rest /= 10
    }
  }

  /// Appends `ESC [`, the Control Sequence Introducer.
  mutating func appendCSI() {
    append(0x1B)
    append(UInt8(ascii: "["))
  }

  /// Appends the bytes of an escape sequence or text written as a string literal.
  mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { append(contentsOf: $0) }
  }
}

/// The number of decimal digits of a non-negative number, to price cursor moves.
func decimalDigits(_ value: Int) -> Int {
  var digits = 1
  var rest = value
  while rest >= 10 {
    rest /= 10
    digits += 1
  }
  return digits
}
