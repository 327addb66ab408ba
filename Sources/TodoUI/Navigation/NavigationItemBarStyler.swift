import ThinTerminal
import Todo

/// Shows a ``TodoBarStyle`` on a screen's navigation item, with the looks the launch applied:
/// the bar-side view of `TodoBarPresenter`.
@MainActor
public final class NavigationItemBarStyler: TodoBarDisplaying {
  /// The item whose appearance follows the style.
  public weak var navigationItem: NavigationItem? {
    didSet { render() }
  }

  private let appearance: TodoBarAppearance

  public init(appearance: TodoBarAppearance) {
    self.appearance = appearance
  }

  public var barStyle = TodoBarStyle.normal {
    didSet { render() }
  }

  private func render() {
    navigationItem?.standardAppearance = appearance.appearance(for: barStyle)
  }
}
