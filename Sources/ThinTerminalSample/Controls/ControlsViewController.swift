import ThinTerminal

/// The controls screen. Its body is empty: the view owns the controls and what they do.
final class ControlsViewController: ViewController {
  private let theme: SampleTheme

  init(theme: SampleTheme) {
    self.theme = theme
    super.init()
  }

  override func loadView() {
    view = ControlsView(theme: theme)
  }
}
