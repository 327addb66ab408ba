import ThinDI
import ThinScenes
import ThinTerminal
import Todo

/// The detail screen of one item, assembled: the form, the presenter that shows the item (as
/// the list read it) and saves it, the bar presenter, and the view controller.
///
/// Connections: view → presenter (``TodoEditorViewDelegate``: Return and Esc), the bar's Back
/// → presenter (the navigation item's `backAction`), a quit asked by the user → presenter (the
/// controller's `shouldTerminate`), presenter → view
/// (``TodoEditorDisplaying``), presenter → view controller (``TodoEditorPresenterDelegate``),
/// bar presenter → the controller's navigation item.
public final class TodoDetailScene: Scene {
  public nonisolated static var feature: (any Feature.Type)? { TodoFeature.self }

  public let view: TodoFormView
  public let presenter: TodoDetailPresenter
  public let bar: TodoBar

  /// The detail of `item`, which the list read before opening it.
  public init(resolver: inout Resolver, argument item: TodoDetailItem) throws {
    view = TodoFormView(theme: try resolver.resolve(), purpose: .detail)
    presenter = TodoDetailPresenter(
      item: item, store: try resolver.resolve(), focus: try resolver.resolve())
    bar = try TodoBar(resolver: &resolver)
    view.delegate = presenter
    presenter.view = view
  }

  public func makeScreen(resolver: inout Resolver) -> TodoDetailViewController {
    let screen = TodoDetailViewController(view: view)
    presenter.delegate = screen
    bar.connect(to: screen.navigationItem)
    screen.navigationItem.backAction = { [weak presenter] in presenter?.leave() }
    screen.shouldTerminate = { [weak presenter] in await presenter?.shouldQuit() ?? true }
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
