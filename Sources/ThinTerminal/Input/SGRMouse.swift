/// Mouse reports in SGR form (xterm mode 1006): `ESC [ < b ; x ; y M` for a press or motion,
/// `... m` for a release, with one-based coordinates.
enum SGRMouse {
  /// The event of a report whose parameters (after `<`) and final byte are given.
  static func event(parameters: [Int?], final: UInt8) -> MouseEvent? {
    guard parameters.count == 3, let code = parameters[0], let column = parameters[1],
      let row = parameters[2], final == UInt8(ascii: "M") || final == UInt8(ascii: "m")
    else { return nil }
    let position = Point(x: max(column - 1, 0), y: max(row - 1, 0))
    var modifiers: KeyModifiers = []
    if code & 4 != 0 { modifiers.insert(.shift) }
    if code & 8 != 0 { modifiers.insert(.alt) }
    if code & 16 != 0 { modifiers.insert(.control) }
    if code & 64 != 0 {
      // Wheel: 64 up, 65 down; 66 and 67 (sideways) have no kind of their own.
      switch code & 3 {
      case 0:
        return MouseEvent(kind: .scrollUp, button: .none, position: position, modifiers: modifiers)
      case 1:
        return MouseEvent(
          kind: .scrollDown, button: .none, position: position, modifiers: modifiers)
      default: return nil
      }
    }
    let button: MouseEvent.Button =
      switch code & 3 {
      case 0: .left
      case 1: .middle
      case 2: .right
      default: .none
      }
    let kind: MouseEvent.Kind =
      if final == UInt8(ascii: "m") {
        .release
      } else if code & 32 != 0 {
        .drag
      } else {
        .press
      }
    return MouseEvent(kind: kind, button: button, position: position, modifiers: modifiers)
  }
}
