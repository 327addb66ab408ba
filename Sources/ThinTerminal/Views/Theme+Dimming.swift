import ThinKit

extension Theme {
  /// The veil over the screen behind a modal sheet: the theme's text color at 35 %. It darkens
  /// light themes and fogs dark ones, so every theme gets a backdrop without a new color role.
  public var dimmingColor: Color { text.withAlpha(0.35) }
}
