/// Input that starts with `ESC`: a CSI or SS3 sequence (arrows, function keys, mouse, paste
/// markers), the start of a control string, Alt with a key, or the Escape key itself.
///
/// Sequences follow ECMA-48 as xterm sends them: `ESC [` parameters (0x30...0x3F), intermediates
/// (0x20...0x2F), one final byte (0x40...0x7E); `ESC O` and one final byte.
enum EscapeSequence {
  /// Longer CSI sequences are not input we know; their bytes are dropped rather than buffered.
  static let maximumLength = 64

  /// The token at the start of `bytes`, which begins with `ESC`; nil while it may still grow.
  static func scan(_ bytes: ArraySlice<UInt8>) -> InputToken? {
    let start = bytes.startIndex
    guard bytes.count >= 2 else { return nil }
    let second = bytes[start + 1]
    switch second {
    case UInt8(ascii: "["):
      return scanCSI(bytes)
    case UInt8(ascii: "O"):
      return scanSS3(bytes)
    case 0x1B:
      return .event(.key(.escape), length: 1)
    case _ where ControlString.opens(second):
      return InputToken(kind: .controlStringStart(introducer: second), length: 2)
    case 0x00..<0x20, 0x7F:
      var press = ControlByte.keyPress(for: second)
      press.modifiers.insert(.alt)
      return .event(.key(press), length: 2)
    case 0x20..<0x80:
      return .event(.key(.character(Character(Unicode.Scalar(second))), modifiers: .alt), length: 2)
    default:
      switch UTF8Scalar.length(at: start + 1, in: bytes) {
      case .incomplete: return nil
      case .invalid: return .event(.key(.escape), length: 1)
      case .complete(let length):
        let text = String(decoding: bytes[(start + 1)...(start + length)], as: UTF8.self)
        return .event(.key(.character(Character(text)), modifiers: .alt), length: 1 + length)
      }
    }
  }

  private static func scanSS3(_ bytes: ArraySlice<UInt8>) -> InputToken? {
    let start = bytes.startIndex
    guard bytes.count >= 3 else { return nil }
    let final = bytes[start + 2]
    guard (0x40...0x7E).contains(final) else {
      return .event(.key(.character("O"), modifiers: .alt), length: 2)
    }
    guard let key = KeySequence.key(forFinal: final) else { return .ignored(length: 3) }
    return .event(.key(key), length: 3)
  }

  private static func scanCSI(_ bytes: ArraySlice<UInt8>) -> InputToken? {
    let start = bytes.startIndex
    if bytes.count > 2, bytes[start + 2] == UInt8(ascii: "[") { return scanLinuxFunctionKey(bytes) }
    var index = start + 2
    while index < bytes.endIndex, (0x30...0x3F).contains(bytes[index]) { index += 1 }
    let parametersEnd = index
    while index < bytes.endIndex, (0x20...0x2F).contains(bytes[index]) { index += 1 }
    guard index < bytes.endIndex else {
      return index - start > maximumLength
        ? InputToken(kind: .overlongSequence, length: index - start) : nil
    }
    let final = bytes[index]
    guard (0x40...0x7E).contains(final) else {
      // Not a sequence: drop what came before the stray byte, and parse it as the next key.
      if index == start + 2 {
        return .event(.key(.character("["), modifiers: .alt), length: 2)
      }
      return .ignored(length: index - start)
    }
    let length = index + 1 - start
    // Over-long whether it came in one read or in many: see `InputToken.Kind.overlongSequence`.
    if index - start > maximumLength { return .ignored(length: length) }
    let parameters = bytes[(start + 2)..<parametersEnd]
    if parametersEnd != index { return .ignored(length: length) }  // intermediates: none we use
    if final == UInt8(ascii: "M"), parameters.isEmpty {
      // X10 mouse (`ESC [ M` and three raw bytes): we ask for SGR reports, so drop it whole.
      return index + 3 < bytes.endIndex ? .ignored(length: length + 3) : nil
    }
    return decodeCSI(parameters: parameters, final: final, length: length)
  }

  /// The Linux console's F1–F5, `ESC [ [ A`…`E`: read as a CSI sequence, its `[` would end it
  /// and the letter would be typed. After `ESC [ [` anything else is dropped and read on its own.
  private static func scanLinuxFunctionKey(_ bytes: ArraySlice<UInt8>) -> InputToken? {
    guard bytes.count > 3 else { return nil }
    let letter = bytes[bytes.startIndex + 3]
    guard (UInt8(ascii: "A")...UInt8(ascii: "E")).contains(letter) else {
      return .ignored(length: 3)
    }
    return .event(.key(.function(Int(letter - UInt8(ascii: "A")) + 1)), length: 4)
  }

  private static func decodeCSI(
    parameters: ArraySlice<UInt8>, final: UInt8, length: Int
  ) -> InputToken {
    if parameters.first == UInt8(ascii: "<") {
      let values = CSIParameters.parse(parameters.dropFirst())
      guard let mouse = SGRMouse.event(parameters: values, final: final) else {
        return .ignored(length: length)
      }
      return .event(.mouse(mouse), length: length)
    }
    if let marker = parameters.first, marker >= 0x3C {
      return .ignored(length: length)  // private replies (`?`, `>`, `=`): not input
    }
    let values = CSIParameters.parse(parameters)
    if final == UInt8(ascii: "R"), values.count == 2, let row = values[0], let column = values[1],
      row > 1, column > 0
    {
      // A cursor position report. On row 1 it reads like modified F3 (`ESC [ 1 ; 2 R`), so the
      // width probe asks below it.
      return InputToken(
        kind: .positionReport(Point(x: column - 1, y: row - 1)), length: length)
    }
    if final == UInt8(ascii: "~"), values.first == 200 {
      return InputToken(kind: .pasteStart, length: length)
    }
    guard let press = KeySequence.keyPress(parameters: values, final: final) else {
      return .ignored(length: length)
    }
    return .event(.key(press), length: length)
  }
}
