/// A key a responder answers, with the words that say what it does, as `UIKeyCommand`.
///
/// A responder lists its commands in ``Responder/keyCommands``, computed from its state so that
/// they are always true (a list offers "delete" only while a row is selected). The default
/// ``Responder/pressesBegan(_:)`` runs the first command that matches a key before passing the
/// key on, so a command is both the key's handler and its description: the hint line
/// (``KeyHintsView``) and the `?` help show what the keys in effect do, nothing else.
public struct KeyCommand {
  /// The keys that run the command: the first is the one hints name unless ``keyLabel`` says
  /// otherwise.
  public var keys: [KeyPress]
  /// What the command does, in a word or two, as `discoverabilityTitle`: "open", "quit".
  public var title: String
  /// How hints name the keys ("↑/↓", "+/-"); nil names the first key ("Enter", "Alt-D").
  public var keyLabel: String?
  /// Whether the hint line shows it; false keeps it for the `?` help alone (Tab, Ctrl-L).
  public var isHinted: Bool
  /// What the command does; it receives the key pressed.
  public var action: @MainActor (KeyPress) -> Void

  /// A command for `keys`, whose action receives the key pressed (one action for ↑ and ↓).
  ///
  /// Every initializer comes for one key and for several, each with an action that takes the
  /// key or none: whatever the keys, a closure of the wrong shape is what the compiler names.
  public init(
    _ keys: [KeyPress], title: String, keyLabel: String? = nil, isHinted: Bool = true,
    action: @escaping @MainActor (KeyPress) -> Void
  ) {
    self.keys = keys
    self.title = title
    self.keyLabel = keyLabel
    self.isHinted = isHinted
    self.action = action
  }

  /// A command for `keys` whose action does not need to know which of them was pressed.
  public init(
    _ keys: [KeyPress], title: String, keyLabel: String? = nil, isHinted: Bool = true,
    action: @escaping @MainActor () -> Void
  ) {
    self.init(keys, title: title, keyLabel: keyLabel, isHinted: isHinted) { _ in action() }
  }

  /// A command for one key.
  public init(
    _ key: KeyPress, title: String, keyLabel: String? = nil, isHinted: Bool = true,
    action: @escaping @MainActor () -> Void
  ) {
    self.init([key], title: title, keyLabel: keyLabel, isHinted: isHinted) { _ in action() }
  }

  /// A command for one key whose action receives it (as a shared handler does).
  public init(
    _ key: KeyPress, title: String, keyLabel: String? = nil, isHinted: Bool = true,
    action: @escaping @MainActor (KeyPress) -> Void
  ) {
    self.init([key], title: title, keyLabel: keyLabel, isHinted: isHinted, action: action)
  }

  /// Whether `press` runs the command.
  public func matches(_ press: KeyPress) -> Bool {
    // Modifiers first: they tell most keys apart without comparing characters.
    keys.contains { $0.modifiers == press.modifiers && $0.key == press.key }
  }

  /// The keys as hints name them: ``keyLabel``, else the first key ("Enter", "Ctrl-L").
  public var displayedKeys: String {
    keyLabel ?? keys.first?.description ?? ""
  }

}

extension KeyPress {
  /// A character typed without Ctrl or Alt: a field being edited takes it as text.
  var isTypedText: Bool {
    guard case .character = key else { return false }
    return modifiers.isSubset(of: .shift)
  }
}
