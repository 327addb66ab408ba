import ThinTerminal
import Todo

extension TodoEditorPresenterDelegate where Self: ViewController {
  /// "Discard changes?" in an alert, as iOS asks before throwing edits away: Keep editing
  /// (focused first, so Return alone discards nothing) or Discard.
  public func todoEditor(confirmDiscarding problem: String) async -> Bool {
    await confirm(
      title: "Discard changes?", message: problem, cancelTitle: "Keep editing",
      confirmTitle: "Discard")
  }
}
