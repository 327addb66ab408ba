import Auth
import ThinTerminal

/// The forgotten-password sheet's view controller: it shows a failed request's error and goes
/// away when the user is done.
public final class PasswordResetViewController: ViewController, PasswordResetPresenterDelegate {
  public init(view: PasswordResetView) {
    super.init(view: view)
    preferredContentSize = PasswordResetView.preferredSize
  }

  public func passwordResetDidFail(with error: AuthError) { displayError(error) }

  public func passwordResetDidFinish() { dismiss(animated: true) }
}
