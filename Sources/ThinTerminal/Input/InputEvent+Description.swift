// Readable names for input, as a key cap would print them: "Ctrl-Up", "Shift-Tab", "a".

extension Key: CustomStringConvertible {
  public var description: String {
    switch self {
    case .character(" "): "Space"
    case .character(let character) where character.drawsNothing:
      character.unicodeScalars.map { "U+" + $0.hexValue }.joined(separator: " ")
    case .character(let character): String(character)
    case .enter: "Enter"
    case .tab: "Tab"
    case .escape: "Esc"
    case .backspace: "Backspace"
    case .delete: "Delete"
    case .insert: "Insert"
    case .up: "Up"
    case .down: "Down"
    case .left: "Left"
    case .right: "Right"
    case .home: "Home"
    case .end: "End"
    case .pageUp: "PageUp"
    case .pageDown: "PageDown"
    case .function(let number): "F\(number)"
    }
  }
}

extension Character {
  /// Whether no scalar of it draws anything: spaces, marks, joiners and other format or
  /// control characters, which a description names by code point instead.
  fileprivate var drawsNothing: Bool {
    unicodeScalars.allSatisfy { scalar in
      switch scalar.properties.generalCategory {
      case .spaceSeparator, .lineSeparator, .paragraphSeparator, .format, .control,
        .nonspacingMark, .enclosingMark:
        true
      default: false
      }
    }
  }
}

extension Unicode.Scalar {
  /// The code point in hex, at least four digits: "200B".
  fileprivate var hexValue: String {
    let hex = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}

extension KeyModifiers: CustomStringConvertible {
  /// "Ctrl-Alt-Shift-" style prefix; empty without modifiers.
  public var description: String {
    var prefix = ""
    if contains(.control) { prefix += "Ctrl-" }
    if contains(.alt) { prefix += "Alt-" }
    if contains(.shift) { prefix += "Shift-" }
    return prefix
  }
}

extension KeyPress: CustomStringConvertible {
  public var description: String { "\(modifiers)\(key)" }
}

extension MouseEvent: CustomStringConvertible {
  public var description: String {
    let button = button == .none ? "" : " \(button)"
    return "\(modifiers)mouse \(kind)\(button) at \(position.x),\(position.y)"
  }
}

extension InputEvent: CustomStringConvertible {
  public var description: String {
    switch self {
    case .key(let press): "key \(press)"
    case .mouse(let mouse): mouse.description
    case .paste(let text): "paste \(text.count) characters: \(text.debugDescription)"
    }
  }
}
