import ThinKit
import ThinTerminal
import Todo

/// The Todo screens' colors: the one place that names them.
public struct TodoTheme: Sendable {
  /// Backgrounds, text, fields, the list's selection and the bar's usual look.
  public var controls: Theme
  /// The bar with 4 to 9 open items.
  public var busyBar: Color
  /// The bar with 10 or more open items.
  public var overloadedBar: Color
  /// Title and buttons on a colored bar.
  public var coloredBarText: Color

  public init(controls: Theme, busyBar: Color, overloadedBar: Color, coloredBarText: Color) {
    self.controls = controls
    self.busyBar = busyBar
    self.overloadedBar = overloadedBar
    self.coloredBarText = coloredBarText
  }

  /// As specified: the system look; an orange bar when busy, a red one when overloaded, both
  /// with white text.
  public static let standard = TodoTheme(
    controls: .standard,
    busyBar: Color(red: 235, green: 156, blue: 77),
    overloadedBar: Color(red: 248, green: 73, blue: 68),
    coloredBarText: .white)

  /// The bar's look for `style`; nil keeps the bar as it is (the default look).
  public func barAppearance(for style: TodoBarStyle) -> NavigationBarAppearance? {
    switch style {
    case .normal: nil
    case .busy: colored(busyBar)
    case .overloaded: colored(overloadedBar)
    }
  }

  private func colored(_ background: Color) -> NavigationBarAppearance {
    NavigationBarAppearance(
      backgroundColor: background, titleTextColor: coloredBarText, tintColor: coloredBarText)
  }
}
