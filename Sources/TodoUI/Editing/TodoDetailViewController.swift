import ThinTerminal
import Todo

/// The detail screen of one item. It starts its presenters when it appears; Back (the bar's
/// "‹ Back", Esc, or Return in a field: its `navigationItem.backAction`) saves the edits to
/// that same item and leaves, or stays while a field cannot be saved, the field marked.
///
/// Any other way off the stack (a pop to the root) saves the edits only if every field can
/// be saved.
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

  /// Saves and pops the screen; a refused draft keeps it.
  public func goBack() {
    if presenter.save() { navigationController?.popViewController(animated: true) }
  }

  override public func willMove(toParent parent: ViewController?) {
    if parent == nil { presenter.saveIfValid() }
  }
}
