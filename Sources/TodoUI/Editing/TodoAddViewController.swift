import ThinTerminal
import Todo

/// The Add sheet's screen, the root of its own navigation stack (``TodoAddSheet``): closes
/// the sheet once its presenter has saved or discarded, and shows what failed.
public final class TodoAddViewController: ViewController, TodoEditorPresenterDelegate {
  public init(view: TodoFormView) {
    super.init(view: view, title: "New Task")
    preferredContentSize = Size(width: 60, height: 8)
  }

  public func todoEditorDidFinish() {
    dismiss(animated: true)
  }

  public func todoEditor(didFailWith error: any Error) {
    displayError(error)
  }
}
