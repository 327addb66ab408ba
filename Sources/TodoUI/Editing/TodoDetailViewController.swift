import ThinTerminal
import Todo

/// The detail screen of one item. It starts its presenters when it appears; leaving the
/// stack (Back, Esc) saves the edits to that same item.
public final class TodoDetailViewController: ViewController {
  private let presenter: TodoDetailPresenter
  private let barPresenter: TodoBarPresenter

  public init(presenter: TodoDetailPresenter, barPresenter: TodoBarPresenter) {
    self.presenter = presenter
    self.barPresenter = barPresenter
    super.init()
  }

  override public func viewWillAppear(_ animated: Bool) {
    presenter.start()
    barPresenter.start()
  }

  override public func willMove(toParent parent: ViewController?) {
    if parent == nil { presenter.save() }
  }
}
