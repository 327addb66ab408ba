import ThinTerminal

/// The editor: its Save button saves; saved (or left), it goes back; a failure is shown, and
/// so is the question before edits are thrown away.
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

  /// "Discard changes?", as iOS asks before throwing edits away: Keep editing (focused first,
  /// so Return alone discards nothing) or Discard.
  func noteEditor(confirmDiscarding problem: String) async -> Bool {
    await confirm(
      title: "Discard changes?", message: problem, cancelTitle: "Keep editing",
      confirmTitle: "Discard")
  }
}
