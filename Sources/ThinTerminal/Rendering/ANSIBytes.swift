// Building terminal output directly as bytes: a frame is assembled without String round trips.

extension [UInt8] {
  /// Appends a non-negative number in decimal ASCII digits.
  mutating func appendDecimal(_ value: Int) {
    let zero = UInt8(ascii: "0")
    // Colors and coordinates are almost always below 1000: append their digits directly.
    switch value {
    case ..<10:
      append(zero &+ UInt8(truncatingIfNeeded: Swift.max(value, 0)))
    case ..<100:
      append(zero &+ UInt8(truncatingIfNeeded: value / 10))
      append(zero &+ UInt8(truncatingIfNeeded: value % 10))
    case ..<1000:
      append(zero &+ UInt8(truncatingIfNeeded: value / 100))
      append(zero &+ UInt8(truncatingIfNeeded: value / 10 % 10))
      append(zero &+ UInt8(truncatingIfNeeded: value % 10))
    default:
      appendDecimal(value / 1000)
      let rest = value % 1000
      append(zero &+ UInt8(truncatingIfNeeded: rest / 100))
      append(zero &+ UInt8(truncatingIfNeeded: rest / 10 % 10))
      append(zero &+ UInt8(truncatingIfNeeded: rest % 10))
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
