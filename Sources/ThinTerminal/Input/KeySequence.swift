/// The keys xterm-style terminals send as CSI and SS3 sequences.
enum KeySequence {
  /// The key of a letter-terminated sequence: `ESC [ A` and `ESC O A` are both Up.
  static func key(forFinal final: UInt8) -> Key? {
    switch final {
    case UInt8(ascii: "A"): .up
    case UInt8(ascii: "B"): .down
    case UInt8(ascii: "C"): .right
    case UInt8(ascii: "D"): .left
    case UInt8(ascii: "H"): .home
    case UInt8(ascii: "F"): .end
    case UInt8(ascii: "P"): .function(1)
    case UInt8(ascii: "Q"): .function(2)
    case UInt8(ascii: "R"): .function(3)
    case UInt8(ascii: "S"): .function(4)
    default: nil
    }
  }

  /// The key of `ESC [ n ~` (Insert, Delete, Home, End, Page Up/Down, F1...F12).
  static func key(forTilde code: Int) -> Key? {
    switch code {
    case 1, 7: .home
    case 2: .insert
    case 3: .delete
    case 4, 8: .end
    case 5: .pageUp
    case 6: .pageDown
    case 11...15: .function(code - 10)
    case 17...21: .function(code - 11)
    case 23, 24: .function(code - 12)
    default: nil
    }
  }

  /// The key press of a CSI sequence with its modifier parameter (`ESC [ 1 ; 5 A` is Ctrl-Up),
  /// or nil when the sequence is no key we know.
  static func keyPress(parameters: [Int?], final: UInt8) -> KeyPress? {
    let modifiers = self.modifiers(parameters.count > 1 ? parameters[1] : nil)
    switch final {
    case UInt8(ascii: "~"):
      guard let code = parameters[0], let key = key(forTilde: code) else { return nil }
      return KeyPress(key, modifiers: modifiers)
    case UInt8(ascii: "Z"):
      return KeyPress(.tab, modifiers: modifiers.union(.shift))
    default:
      guard let key = key(forFinal: final) else { return nil }
      return KeyPress(key, modifiers: modifiers)
    }
  }

  /// xterm's modifier parameter: 1 plus a bit mask of Shift (1), Alt (2), Ctrl (4) and Meta (8,
  /// reported as Alt).
  static func modifiers(_ parameter: Int?) -> KeyModifiers {
    guard let parameter, parameter > 1 else { return [] }
    let mask = parameter - 1
    var modifiers: KeyModifiers = []
    if mask & 1 != 0 { modifiers.insert(.shift) }
    if mask & 2 != 0 || mask & 8 != 0 { modifiers.insert(.alt) }
    if mask & 4 != 0 { modifiers.insert(.control) }
    return modifiers
  }
}
