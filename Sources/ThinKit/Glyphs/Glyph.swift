/// The symbols an interface draws, by name, as an asset catalog names its images.
///
/// Views never write a symbol literally: they name it (`.lock`, `.checkmark`) and draw what the
/// host's ``GlyphSet`` says it looks like, so a terminal that cannot show Unicode symbols gets
/// ASCII stand-ins everywhere at once, and a symbol is changed in one place.
public enum Glyph: String, CaseIterable, Hashable, Sendable {
  /// The leading symbol of an email field.
  case envelope
  /// The leading symbol of a password field.
  case lock
  /// The dot that marks invalid input at a field's right edge.
  case invalidIndicator
  /// One character of a secure text entry.
  case secureTextCharacter
  /// A list row's checkmark accessory.
  case checkmark
  /// A list row's disclosure indicator: the row opens a screen.
  case disclosureIndicator
  /// Before the title of a navigation bar's back button.
  case backIndicator
  /// The thumb of a list's scroll indicator.
  case scrollIndicator
  /// Before a focused button's title.
  case focusLeading
  /// After a focused button's title.
  case focusTrailing
  /// The knob of a switch.
  case switchKnob
  /// Where text is cut.
  case ellipsis
  /// One pixel of large block lettering.
  case solidBlock
  /// The edges and corners of a sheet's border.
  case borderHorizontal, borderVertical
  case borderTopLeft, borderTopRight, borderBottomLeft, borderBottomRight
}
