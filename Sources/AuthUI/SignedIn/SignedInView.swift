import Auth
import ThinKit
import ThinTerminal

/// The signed-in screen's root view: "Signed in as <email>" and a "Log out" button. Log out
/// (or Esc) tells its delegate, the presenter.
public final class SignedInView: View, SignedInDisplaying {
  public weak var delegate: (any SignedInViewDelegate)?
  private let statusLabel = Label()
  private let logOutButton = Button(title: "Log out", style: .filled)
  private let activityIndicator = ActivityIndicator()

  public init(theme: AuthTheme = .standard) {
    super.init(frame: .zero)
    self.theme = theme.controls
    backgroundColor = theme.background
    statusLabel.textAlignment = .center
    statusLabel.textStyle = .bold
    logOutButton.addAction(for: .primaryActionTriggered) { [weak self] in self?.askToLogOut() }
    addSubview(statusLabel)
    addSubview(logOutButton)
    addSubview(activityIndicator)
  }

  public var statusText: String {
    get { statusLabel.text }
    set { statusLabel.text = newValue }
  }

  /// While a log-out tells the server: the spinner turns under "Log out".
  public var isBusy: Bool {
    get { activityIndicator.isAnimating }
    set { newValue ? activityIndicator.startAnimating() : activityIndicator.stopAnimating() }
  }

  /// "Log out" takes focus, so that Enter presses it.
  override public func didMoveToWindow() {
    if window != nil { logOutButton.becomeFirstResponder() }
  }

  /// Esc asks to log out rather than going back: leaving this screen is logging out.
  /// Esc logs out (after asking).
  override public var keyCommands: [KeyCommand] {
    [KeyCommand(KeyPress(.escape), title: "log out") { [weak self] in self?.askToLogOut() }]
  }

  override public func layoutSubviews() {
    let y = max(0, bounds.height / 2 - 2)
    statusLabel.frame = Rect(x: 1, y: y, width: max(0, bounds.width - 2), height: 1)
    let width = logOutButton.sizeThatFits(Size(width: bounds.width, height: 1)).width + 4
    logOutButton.frame = Rect(x: (bounds.width - width) / 2, y: y + 2, width: width, height: 1)
    activityIndicator.frame = Rect(x: bounds.width / 2, y: y + 4, width: 1, height: 1)
  }

  private func askToLogOut() {
    Task.tracked { [weak self] in
      guard let self else { return }
      await delegate?.signedInViewDidAskToLogOut(self)
    }
  }
}
