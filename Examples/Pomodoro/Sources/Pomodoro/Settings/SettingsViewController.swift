import ThinTerminal

/// The settings form: its Save button saves; saved (or left), it goes back; a failure is
/// shown.
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
}
