/// Where a UTF-8 encoded scalar starting at a byte ends, so the parser can tell a character
/// still arriving from bytes that are not UTF-8 at all.
enum UTF8Scalar {
  enum Length: Equatable {
    /// A well-formed scalar of this many bytes.
    case complete(Int)
    /// A well-formed start whose remaining bytes have not arrived.
    case incomplete
    /// Not UTF-8: a stray continuation byte, an overlong form, a surrogate or a cut sequence.
    case invalid
  }

  /// The length of the scalar whose first byte is at `index`.
  static func length(at index: Int, in bytes: ArraySlice<UInt8>) -> Length {
    let lead = bytes[index]
    let length: Int
    // The range allowed for the second byte rules out overlong forms and surrogates (RFC 3629).
    var second: ClosedRange<UInt8> = 0x80...0xBF
    switch lead {
    case 0x00...0x7F: return .complete(1)
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      second = 0xA0...0xBF
    case 0xED:
      length = 3
      second = 0x80...0x9F
    case 0xE1...0xEF: length = 3
    case 0xF0:
      length = 4
      second = 0x90...0xBF
    case 0xF4:
      length = 4
      second = 0x80...0x8F
    case 0xF1...0xF3: length = 4
    default: return .invalid
    }
    for offset in 1..<length {
      let position = index + offset
      guard position < bytes.endIndex else { return .incomplete }
      let allowed = offset == 1 ? second : 0x80...0xBF
      guard allowed.contains(bytes[position]) else { return .invalid }
    }
    return .complete(length)
  }
}
