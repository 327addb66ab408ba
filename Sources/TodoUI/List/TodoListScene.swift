import ThinDI
import ThinScenes
import ThinTerminal
import Todo

/// The list screen, assembled: its view, the presenter that follows the database into it, the
/// bar presenter that colors the bar by the open count, and the view controller, made with the
/// route to an item's screen.
///
/// Connections: view → presenter (its delegate and data source), presenter → view
/// (``TodoListDisplaying``), presenter → view controller (``TodoListPresenterDelegate``),
/// bar presenter → the controller's navigation item (through its styler).
public final class TodoListScene: Scene {
  /// Where a chosen item opens, once the list read it off the main actor; an installer
  /// decides which screen that is.
  public enum OpenItem: Destination {
    public typealias Argument = TodoDetailItem
  }

  public nonisolated static var feature: (any Feature.Type)? { TodoFeature.self }

  public let view: TodoListView
  public let presenter: TodoListPresenter
  public let bar: TodoBar

  public init(resolver: inout Resolver, argument: Void) throws {
    view = TodoListView(theme: try resolver.resolve())
    presenter = TodoListPresenter(
      store: try resolver.resolve(), cycle: try resolver.resolve(), focus: try resolver.resolve())
    bar = try TodoBar(resolver: &resolver)
    view.delegate = presenter
    view.dataSource = presenter
    presenter.view = view
    presenter.onFileOpened = { [weak bar] in bar?.start() }
  }

  public func makeScreen(resolver: inout Resolver) throws -> TodoListViewController {
    let screen = TodoListViewController(
      view: view, itemRoute: try resolver.route(to: OpenItem.self))
    presenter.delegate = screen
    bar.connect(to: screen.navigationItem)
    return screen
  }

  public func start() {
    presenter.start()
    bar.start()
  }

  public func stop() {
    presenter.stop()
    bar.stop()
  }
}

/// Opens the Todo app at its list: the destination a launcher or an entry point routes to.
public enum TodoApp: Destination {}
