import ThinTerminal

/// The editor: its Save button saves; saved (or left), it goes back; a failure is shown.
final class NoteEditorViewController: ViewController, NoteEditorPresenterDelegate {
  init(view: NoteEditorView, title: String) {
    super.init(view: view, title: title)
    navigationItem.rightBarButtonItems = [
      BarButtonItem(systemItem: .save) { [weak view] in view?.submit() }
    ]
  }

  func noteEditorDidFinish() {
    navigationController?.popViewController(animated: true)
  }

  func noteEditorDidFail(with error: any Error) {
    displayError(error)
  }
}
