// Readable names for input, as a key cap would print them: "Ctrl-Up", "Shift-Tab", "a".

extension Key: CustomStringConvertible {
  public var description: String {
    switch self {
    case .character(" "): "Space"
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
