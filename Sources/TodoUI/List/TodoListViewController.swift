import ThinTerminal
import Todo

/// The list screen: opens the chosen item through the route it was made with, without knowing
/// what that screen is, and asks and tells the user what its presenter says.
public final class TodoListViewController: ViewController, TodoListPresenterDelegate {
  /// Where a chosen item opens.
  let itemRoute: Route<TodoDetailItem>

  /// The list `view`, with where a chosen item opens.
  public init(view: TodoListView, itemRoute: Route<TodoDetailItem>) {
    self.itemRoute = itemRoute
    super.init(view: view, title: "Todo List")
  }

  /// Opens the item read for its detail, unless the user went on meanwhile: the read ran off
  /// the main actor, and a sheet or alert opened since (Add, a delete's confirmation) keeps the
  /// screen and its keys rather than get a detail pushed beneath it.
  public func todoListPresenter(
    _ presenter: TodoListPresenter, didChooseItem item: TodoDetailItem
  ) {
    guard presentedViewController == nil,
      navigationController.map({ $0.topViewController === self }) ?? true
    else { return }
    show(itemRoute, item)
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
