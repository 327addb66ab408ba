import ThinTerminal

/// The form screen: shows what was submitted in an alert. The view owns the fields, their
/// order, highlights and checks.
final class FormViewController: ViewController, FormViewDelegate {
  private let theme: SampleTheme

  init(theme: SampleTheme) {
    self.theme = theme
    super.init()
  }

  override func loadView() {
    let form = FormView(theme: theme)
    form.delegate = self
    view = form
  }

  func formView(_ formView: FormView, didSubmit entry: FormEntry) {
    let alert = AlertController(title: "Submitted", message: entry.summary)
    // A cancel action, so that Esc closes the alert as well as Enter.
    alert.addAction(AlertAction(title: "OK", style: .cancel))
    present(alert, animated: true)
  }
}
