/// One unit of terminal input at the front of a byte slice: a run of text, a control byte, an
/// escape sequence, or bytes to drop.
struct InputToken: Equatable {
  enum Kind: Equatable {
    case events([InputEvent])
    /// Bytes that mean nothing to us (an unknown sequence, invalid UTF-8): skipped.
    case ignored
    /// `ESC [ 200 ~`: the bytes after it are pasted text up to `ESC [ 201 ~`.
    case pasteStart
    /// `ESC [ row ; column R`: where the cursor is, the answer to `ESC [ 6 n` (zero-based).
    case positionReport(Point)
    /// The start of a CSI sequence longer than any we know, still unfinished: skipped, and so
    /// is the rest of it (parameters, intermediates, final byte) when it comes.
    case overlongSequence
    /// `ESC` and the introducer of a control string (`]`, `P`, `_`, `^`, `X`): the bytes after
    /// it belong to the string up to its end (see `ControlString`).
    case controlStringStart(introducer: UInt8)
  }

  var kind: Kind
  /// How many bytes the token covers; always at least 1.
  var length: Int

  static func event(_ event: InputEvent, length: Int) -> InputToken {
    InputToken(kind: .events([event]), length: length)
  }

  static func ignored(length: Int) -> InputToken {
    InputToken(kind: .ignored, length: length)
  }

  /// The token at the start of `bytes` (which must not be empty), or nil when its bytes have
  /// not all arrived.
  static func scan(_ bytes: ArraySlice<UInt8>) -> InputToken? {
    let first = bytes[bytes.startIndex]
    switch first {
    case 0x1B:
      return EscapeSequence.scan(bytes)
    case 0x00..<0x20, 0x7F:
      return .event(.key(ControlByte.keyPress(for: first)), length: 1)
    default:
      return scanText(bytes)
    }
  }

  /// A run of printable characters, grouped into graphemes. Stops before a control byte, before
  /// invalid UTF-8 and before an unfinished character at the end (nil when that is all there is).
  private static func scanText(_ bytes: ArraySlice<UInt8>) -> InputToken? {
    let start = bytes.startIndex
    var index = start
    scanning: while index < bytes.endIndex {
      let byte = bytes[index]
      if byte < 0x80 {
        if byte < 0x20 || byte == 0x7F { break }
        index += 1
        continue
      }
      switch UTF8Scalar.length(at: index, in: bytes) {
      case .complete(let length): index += length
      case .incomplete where index == start: return nil
      case .incomplete, .invalid: break scanning
      }
    }
    if index == start { return .ignored(length: 1) }  // an invalid byte where a character starts
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    let events = text.filter { !$0.isC1Control }.map { InputEvent.key(.character($0)) }
    return InputToken(kind: .events(events), length: index - start)
  }
}

extension Character {
  /// U+0080...U+009F: control codes that are valid UTF-8 but no key a person typed.
  fileprivate var isC1Control: Bool {
    unicodeScalars.count == 1 && (0x80...0x9F).contains(unicodeScalars.first!.value)
  }
}
