import ThinDI
import ThinTerminal
import Todo

/// The part every Todo screen with a bar shares: the bar presenter that colours the bar by the
/// open count, connected to a controller's navigation item through its styler.
@MainActor
public final class TodoBar {
  public let presenter: TodoBarPresenter
  public let styler: NavigationItemBarStyler

  /// A bar presenter connected to its styler; a scene builds one, then connects it to its
  /// screen (``connect(to:)``).
  public init(resolver: inout Resolver) throws {
    presenter = TodoBarPresenter(store: try resolver.resolve(), cycle: try resolver.resolve())
    styler = NavigationItemBarStyler(appearance: try resolver.resolve())
    presenter.view = styler
  }

  /// Styles `navigationItem`, a screen's, as the presenter says.
  public func connect(to navigationItem: NavigationItem) {
    styler.navigationItem = navigationItem
  }

  public func start() { presenter.start() }

  public func stop() { presenter.stop() }
}
