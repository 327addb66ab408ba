/// The two backgrounds a control moves between when highlighted, and how long the move takes.
///
/// Taken from a ``Theme`` (``Theme/fieldHighlight``, ``Theme/buttonHighlight``) so that the
/// behavior that animates it never names a color or a duration itself.
public struct HighlightStyle: Hashable, Sendable {
  /// The background at rest.
  public var normal: Color
  /// The background while focused or pressed.
  public var highlighted: Color
  /// How long the move between the two takes.
  public var duration: Duration
  public var timingCurve: TimingCurve

  public init(
    normal: Color, highlighted: Color, duration: Duration,
    timingCurve: TimingCurve = .easeInEaseOut
  ) {
    self.normal = normal
    self.highlighted = highlighted
    self.duration = duration
    self.timingCurve = timingCurve
  }
}

extension Theme {
  /// A text field's background, normal and focused, over the implicit animation duration.
  public var fieldHighlight: HighlightStyle {
    HighlightStyle(
      normal: fieldBackground, highlighted: fieldFocusedBackground,
      duration: implicitAnimationDuration)
  }

  /// A button's background, normal and pressed, over the implicit animation duration.
  public var buttonHighlight: HighlightStyle {
    HighlightStyle(
      normal: buttonBackground, highlighted: buttonPressedBackground,
      duration: implicitAnimationDuration)
  }
}
