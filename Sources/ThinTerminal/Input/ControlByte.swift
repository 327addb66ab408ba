/// The keys behind the C0 control bytes a terminal in raw mode sends.
enum ControlByte {
  /// The key for a byte below 0x20 or 0x7F.
  ///
  /// Ctrl with a letter sends the letter's position in the alphabet (Ctrl-C is 0x03), so those
  /// come back as the lowercase letter with `.control`. Ctrl-H, Ctrl-I, Ctrl-J and Ctrl-M cannot
  /// be told from Backspace, Tab and Enter: they are reported as those keys.
  static func keyPress(for byte: UInt8) -> KeyPress {
    switch byte {
    case 0x0D, 0x0A: KeyPress(.enter)
    case 0x09: KeyPress(.tab)
    case 0x08, 0x7F: KeyPress(.backspace)
    case 0x1B: KeyPress(.escape)
    case 0x00: KeyPress(.character(" "), modifiers: .control)
    case 0x01...0x1A:
      KeyPress(.character(Character(Unicode.Scalar(byte + 0x60))), modifiers: .control)
    default:
      // 0x1C...0x1F: Ctrl-\ Ctrl-] Ctrl-^ Ctrl-_ (the byte plus 0x40).
      KeyPress(.character(Character(Unicode.Scalar(byte + 0x40))), modifiers: .control)
    }
  }
}
