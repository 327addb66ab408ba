/// The moments a control reports to whoever listens, as `UIControl.Event`.
public struct ControlEvents: OptionSet, Hashable, Sendable {
  public let rawValue: UInt32

  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// A press began on the control (Enter/Space held, or a mouse button down on it).
  public static let touchDown = ControlEvents(rawValue: 1 << 0)
  /// A press ended on the control: the action fires.
  public static let touchUpInside = ControlEvents(rawValue: 1 << 1)
  /// A press ended off the control: no action.
  public static let touchUpOutside = ControlEvents(rawValue: 1 << 2)
  /// A press was cancelled (focus moved away, a modal appeared).
  public static let touchCancel = ControlEvents(rawValue: 1 << 3)
  /// The control's value changed (a switch flipped).
  public static let valueChanged = ControlEvents(rawValue: 1 << 4)
  /// The control's main action: a button tapped, Return in a field.
  public static let primaryActionTriggered = ControlEvents(rawValue: 1 << 5)
  /// A text field became first responder.
  public static let editingDidBegin = ControlEvents(rawValue: 1 << 6)
  /// A text field's text changed through editing.
  public static let editingChanged = ControlEvents(rawValue: 1 << 7)
  /// A text field stopped being first responder.
  public static let editingDidEnd = ControlEvents(rawValue: 1 << 8)
  /// Return was pressed in a text field.
  public static let editingDidEndOnExit = ControlEvents(rawValue: 1 << 9)

  /// Every way a press can end.
  public static let allTouchEnds: ControlEvents = [.touchUpInside, .touchUpOutside, .touchCancel]
}
