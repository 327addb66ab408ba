import Auth
import ThinDI
import ThinKit
import ThinScenes
import ThinTerminal

/// The forgotten-password sheet's view controller: it shows a failed request's error and goes
/// away when the user is done.
public final class PasswordResetViewController: ViewController, SceneHost,
  PasswordResetPresenterDelegate
{
  override public init() {
    super.init()
    preferredContentSize = PasswordResetView.preferredSize
  }

  public func passwordResetDidFail(with error: AuthError) { displayError(error) }

  public func passwordResetDidFinish() { dismiss(animated: true) }
}
