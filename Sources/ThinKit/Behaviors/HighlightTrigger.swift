/// The control events that turn a highlight on and off.
public struct HighlightTrigger: Hashable, Sendable {
  /// Events after which the control is highlighted.
  public var on: ControlEvents
  /// Events after which it is not.
  public var off: ControlEvents

  public init(on: ControlEvents, off: ControlEvents) {
    self.on = on
    self.off = off
  }

  /// Highlighted while editing: a text field with focus.
  public static let focus = HighlightTrigger(on: .editingDidBegin, off: .editingDidEnd)
  /// Highlighted while pressed: a button held down.
  public static let press = HighlightTrigger(on: .touchDown, off: .allTouchEnds)
}
