import ThinDI
import ThinTerminal
import Todo

/// The part every Todo screen with a bar shares: the bar presenter that colours the bar by the
/// open count, connected to a controller's navigation item through its styler.
@MainActor
public final class TodoBar {
  public let presenter: TodoBarPresenter
  public let styler: NavigationItemBarStyler

  /// Connects a bar presenter to `navigationItem`; a scene builds one for its screen.
  public init(navigationItem: NavigationItem, resolver: inout Resolver) throws {
    presenter = TodoBarPresenter(store: try resolver.resolve(), cycle: try resolver.resolve())
    styler = NavigationItemBarStyler(appearance: try resolver.resolve())
    styler.navigationItem = navigationItem
    presenter.view = styler
  }

  public func start() { presenter.start() }

  public func stop() { presenter.stop() }
}
