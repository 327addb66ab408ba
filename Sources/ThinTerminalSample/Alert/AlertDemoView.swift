import ThinKit
import ThinTerminal

/// What the alert screen's view asks of its controller.
@MainActor
protocol AlertDemoViewDelegate: AnyObject {
  /// The user pressed "Show alert".
  func alertDemoViewDidAskForAlert(_ alertDemoView: AlertDemoView)
}

/// The alert screen's root view: a line on what the alert holds, the button that asks for it,
/// and which action was chosen last.
final class AlertDemoView: ScreenView {
  weak var delegate: (any AlertDemoViewDelegate)?

  private let intro = Label(text: "An alert with a default, a cancel and a destructive action.")
  private let showButton = Button(title: "Show alert")
  private let choice = Label(text: "Nothing chosen yet.")

  override init(theme: SampleTheme) {
    super.init(theme: theme)
    for label in [intro, choice] {
      label.textAlignment = .center
      addSubview(label)
    }
    addSubview(showButton)
    showButton.addAction(for: .primaryActionTriggered) { [weak self] in
      guard let self else { return }
      delegate?.alertDemoViewDidAskForAlert(self)
    }
  }

  /// The button takes focus when the screen shows.
  override func didMoveToWindow() {
    if window != nil, window?.firstResponder == nil { showButton.becomeFirstResponder() }
  }

  override func layoutSubviews() {
    intro.frame = Rect(x: 1, y: 2, width: max(0, bounds.width - 2), height: 1)
    showButton.frame = Rect(x: (bounds.width - 16) / 2, y: 5, width: 16, height: 1)
    choice.frame = Rect(x: 1, y: 8, width: max(0, bounds.width - 2), height: 1)
  }

  /// Shows which action was chosen: "You chose Discard (destructive)."
  func showChoice(_ title: String, style: AlertAction.Style) {
    let kind =
      switch style {
      case .default: "default"
      case .cancel: "cancel"
      case .destructive: "destructive"
      }
    choice.text = "You chose \(title) (\(kind))."
  }
}
