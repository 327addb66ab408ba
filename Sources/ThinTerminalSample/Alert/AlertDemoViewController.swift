import ThinTerminal

/// The alert screen: presents the alert its view asks for and tells the view which action was
/// chosen.
final class AlertDemoViewController: ViewController, AlertDemoViewDelegate {
  private let theme: SampleTheme

  init(theme: SampleTheme) {
    self.theme = theme
    super.init()
  }

  override func loadView() {
    let alertView = AlertDemoView(theme: theme)
    alertView.delegate = self
    view = alertView
  }

  func alertDemoViewDidAskForAlert(_ alertDemoView: AlertDemoView) {
    let alert = AlertController(
      title: "Leave this draft?", message: "It has changes that are not saved.")
    let actions: [(String, AlertAction.Style)] = [
      ("Save", .default), ("Cancel", .cancel), ("Discard", .destructive),
    ]
    for (title, style) in actions {
      alert.addAction(
        AlertAction(title: title, style: style) { [weak alertDemoView] action in
          alertDemoView?.showChoice(action.title, style: action.style)
        })
    }
    present(alert, animated: true)
  }
}
