/// Something that can take keyboard focus, with the `UIResponder` vocabulary.
@MainActor
public protocol Focusable: AnyObject {
  /// Whether it could take focus now (visible, enabled, accepts input).
  var canBecomeFirstResponder: Bool { get }
  /// Whether it has focus now.
  var isFirstResponder: Bool { get }
  /// Asks for focus; false when refused.
  @discardableResult func becomeFirstResponder() -> Bool
  /// Gives focus up; false when refused.
  @discardableResult func resignFirstResponder() -> Bool
}
