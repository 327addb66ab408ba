import Auth
import ThinKit
import ThinTerminal

/// The forgotten-password sheet's view controller: it shows a failed request's error and goes
/// away when the user is done.
public final class PasswordResetViewController: ViewController, PasswordResetPresenterDelegate {
  public func passwordResetDidFail(with error: AuthError) { displayError(error) }

  public func passwordResetDidFinish() { dismiss(animated: true) }
}
