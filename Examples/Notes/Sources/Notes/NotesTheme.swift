import ThinKit

extension Theme {
  /// The notes' look, for the whole window: the standard theme on a paper-yellow bar, with a
  /// green tint for the selected row and the bar's buttons.
  static let notes: Theme = {
    var theme = Theme.standard
    theme.barBackground = Color(red: 250, green: 240, blue: 200)
    theme.tint = Color(red: 0, green: 120, blue: 90)
    return theme
  }()
}
