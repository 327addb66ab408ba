/// A mouse action at a cell, as SGR mouse reporting describes it.
public struct MouseEvent: Hashable, Sendable {
  /// What the mouse did.
  public enum Kind: Hashable, Sendable {
    case press
    case release
    case drag
    case scrollUp
    case scrollDown
  }

  /// Which button was involved; scrolling and button-less motion report `.none`.
  public enum Button: Hashable, Sendable {
    case left
    case middle
    case right
    case none
  }

  public var kind: Kind
  public var button: Button
  /// The cell under the pointer, zero-based.
  public var position: Point
  public var modifiers: KeyModifiers

  public init(kind: Kind, button: Button = .left, position: Point, modifiers: KeyModifiers = []) {
    self.kind = kind
    self.button = button
    self.position = position
    self.modifiers = modifiers
  }
}
