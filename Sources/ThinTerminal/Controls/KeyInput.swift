/// A responder that takes typed text, as `UIKeyInput`: what ``View/endEditing(_:)`` and Esc
/// end, and where pastes are inserted.
@MainActor
public protocol KeyInput: AnyObject {
  /// Whether there is any text.
  var hasText: Bool { get }
  /// Inserts `text` at the cursor.
  func insertText(_ text: String)
  /// Deletes the character before the cursor.
  func deleteBackward()
}
