import Auth
import ThinDI
import ThinTerminal

/// The sign-in screen's view controller: it handles the result of a sign-in and routes. The
/// view, its presenter and the screens it routes to come from the container.
public final class SignInViewController: ViewController, SignInPresenterDelegate {
  private let signedInScreen: ArgumentProvider<AuthSession, SignedInViewController>
  private let passwordResetScreen: ArgumentProvider<String, PasswordResetViewController>

  public init(
    signedInScreen: ArgumentProvider<AuthSession, SignedInViewController>,
    passwordResetScreen: ArgumentProvider<String, PasswordResetViewController>
  ) {
    self.signedInScreen = signedInScreen
    self.passwordResetScreen = passwordResetScreen
    super.init()
  }

  public func signInDidSucceed(with session: AuthSession) {
    route { navigationController?.pushViewController(try signedInScreen(session), animated: true) }
  }

  public func signInDidFail(with error: AuthError) { displayError(error) }

  public func passwordResetWasRequested(for email: String) {
    route { present(try passwordResetScreen(email), animated: true) }
  }
}
