/// One thing the user did: a key, a paste or a mouse action.
public enum InputEvent: Hashable, Sendable {
  case key(KeyPress)
  /// Text pasted in one go (bracketed paste), delivered whole rather than key by key.
  case paste(String)
  case mouse(MouseEvent)

  /// A key press without modifiers; `.key(.enter)` reads like what it is.
  public static func key(_ key: Key, modifiers: KeyModifiers = []) -> InputEvent {
    .key(KeyPress(key, modifiers: modifiers))
  }
}
