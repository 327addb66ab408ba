import ThinTerminal

/// The timer screen: its Settings bar button opens the route it was made with.
final class TimerViewController: ViewController {
  init(view: TimerView, settingsRoute: Route<Void>) {
    super.init(view: view, title: "Pomodoro")
    navigationItem.rightBarButtonItems = [
      BarButtonItem(title: "Settings") { [weak self] in self?.show(settingsRoute) }
    ]
  }
}
