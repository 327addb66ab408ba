/// A control that can mark its input as invalid and be shaken.
///
/// The host draws the indicator in the theme's ``Theme/invalidIndicator`` color: a dot at the
/// field's right edge, a red border or an icon.
@MainActor
public protocol InvalidInputIndicating: Animatable {
  /// Whether the invalid-input indicator is shown.
  var showsInvalidIndicator: Bool { get set }
}
