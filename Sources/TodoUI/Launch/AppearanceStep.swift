import ThinDI

/// The launch step that applies the theme to the navigation bars of Todo's screens.
public struct AppearanceStep: StartupStep {
  /// The step's name in the launch report and in errors.
  public static let name = "Appearance"

  private let appearance: TodoBarAppearance
  private let theme: TodoTheme

  public init(appearance: TodoBarAppearance, theme: TodoTheme) {
    self.appearance = appearance
    self.theme = theme
  }

  public func run() async throws {
    appearance.apply(theme)
  }
}
