import ThinTerminal

/// The settings form: its Save button saves; saved (or left), it goes back; a failure is
/// shown, and so is the question before a change is thrown away.
final class SettingsViewController: ViewController, SettingsPresenterDelegate {
  init(view: SettingsView) {
    super.init(view: view, title: "Settings")
    navigationItem.rightBarButtonItems = [
      BarButtonItem(systemItem: .save) { [weak view] in view?.submit() }
    ]
  }

  func settingsDidFinish() {
    navigationController?.popViewController(animated: true)
  }

  func settingsDidFail(with error: any Error) {
    displayError(error)
  }

  /// "Discard changes?", as iOS asks before throwing edits away: Keep editing (focused first,
  /// so Return alone discards nothing) or Discard.
  func settings(confirmDiscarding problem: String) async -> Bool {
    await confirm(
      title: "Discard changes?", message: problem, cancelTitle: "Keep editing",
      confirmTitle: "Discard")
  }
}
