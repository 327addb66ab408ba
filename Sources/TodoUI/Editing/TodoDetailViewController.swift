import ThinTerminal
import Todo

/// The detail screen of one item: goes back once its presenter has saved the edits, and shows
/// what failed. Back (the bar's "‹ Back", Esc, Return in a field) reaches the presenter, which
/// saves or refuses; the scene connects it.
public final class TodoDetailViewController: ViewController, TodoEditorPresenterDelegate {
  public init(view: TodoFormView) {
    super.init(view: view, title: "Task")
  }

  public func todoEditorDidFinish() {
    navigationController?.popViewController(animated: true)
  }

  public func todoEditor(didFailWith error: any Error) {
    displayError(error)
  }

  /// Says why, and goes back to the list once the alert closes: there is nothing to edit.
  public func todoEditor(couldNotLoad error: any Error) {
    displayError(error) { [weak self] in
      self?.navigationController?.popViewController(animated: true)
    }
  }
}
