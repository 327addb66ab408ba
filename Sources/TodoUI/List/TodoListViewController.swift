import ThinDI
import ThinKit
import ThinTerminal
import Todo

/// The list screen. It starts its presenters when it appears and routes a chosen item to the
/// screen its provider builds, without knowing what that screen is (its installer sends the
/// presenter's choices to ``showDetail(of:)``).
public final class TodoListViewController: ViewController {
  private let presenter: TodoListPresenter
  private let barPresenter: TodoBarPresenter
  private let makeDetail: ArgumentProvider<TodoItem.ID, ViewController>

  public init(
    presenter: TodoListPresenter, barPresenter: TodoBarPresenter,
    makeDetail: ArgumentProvider<TodoItem.ID, ViewController>
  ) {
    self.presenter = presenter
    self.barPresenter = barPresenter
    self.makeDetail = makeDetail
    super.init()
  }

  override public func viewWillAppear(_ animated: Bool) {
    presenter.start()
    barPresenter.start()
  }

  /// Pushes the screen the provider builds for the item (the detail, though it is not told).
  public func showDetail(of id: TodoItem.ID) {
    do {
      navigationController?.pushViewController(try makeDetail(id), animated: true)
    } catch {
      displayError(error)
    }
  }
}
