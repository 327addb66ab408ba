import ThinDI
import ThinScenes
import ThinTerminal
import Todo

/// The list screen: opens the chosen item through the route its scene connected, without
/// knowing what that screen is, and asks and tells the user what its presenter says.
public final class TodoListViewController: ViewController, SceneHost, TodoListPresenterDelegate {
  /// Where a chosen item opens; connected by ``TodoListScene``.
  var itemRoute: Route<TodoItem.ID>?

  override public init() {
    super.init()
    title = "Todo List"
  }

  public func todoListPresenter(_ presenter: TodoListPresenter, didChooseItem id: TodoItem.ID) {
    show(itemRoute, id)
  }

  public func todoListPresenter(
    _ presenter: TodoListPresenter, confirmDeletionOf title: String
  ) async -> Bool {
    await confirm(
      title: "Delete “\(title)”?", message: "It cannot be undone.", confirmTitle: "Delete")
  }

  public func todoListPresenter(_ presenter: TodoListPresenter, didFailWith error: any Error) {
    displayError(error)
  }
}
