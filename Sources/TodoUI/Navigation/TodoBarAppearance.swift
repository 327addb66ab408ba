import Synchronization
import ThinTerminal
import Todo

/// The navigation bar's looks for Todo's screens, one per ``TodoBarStyle``: applied once at
/// launch by the "Appearance" step, as an app sets `UINavigationBar.appearance()` in its app
/// delegate, and read by every Todo screen's bar afterwards.
///
/// Until the step has run, every style keeps the bar's default look.
public final class TodoBarAppearance: Sendable {
  private let looks = Mutex<[TodoBarStyle: NavigationBarAppearance]>([:])

  public init() {}

  /// Takes the bar's looks from `theme`.
  public func apply(_ theme: TodoTheme) {
    var looks: [TodoBarStyle: NavigationBarAppearance] = [:]
    for style in TodoBarStyle.allCases { looks[style] = theme.barAppearance(for: style) }
    self.looks.withLock { $0 = looks }
  }

  /// The look of a bar in `style`; nil for the default one.
  public func appearance(for style: TodoBarStyle) -> NavigationBarAppearance? {
    looks.withLock { $0[style] }
  }
}
