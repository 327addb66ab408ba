import ThinTerminal
import Todo

/// The list screen: opens the chosen item through the route it was made with, without knowing
/// what that screen is, and asks and tells the user what its presenter says.
public final class TodoListViewController: ViewController, TodoListPresenterDelegate {
  /// Where a chosen item opens.
  let itemRoute: Route<TodoItem.ID>

  /// The list `view`, with where a chosen item opens.
  public init(view: TodoListView, itemRoute: Route<TodoItem.ID>) {
    self.itemRoute = itemRoute
    super.init(view: view, title: "Todo List")
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
