import Auth
import ThinDI
import ThinScenes
import ThinTerminal

/// The sign-in screen's view controller: it routes the outcome of a sign-in, through the
/// routes its scene connected, and shows what failed.
public final class SignInViewController: ViewController, SceneHost, SignInPresenterDelegate {
  /// Where a signed-in user goes; connected by ``SignInScene``.
  var signedInRoute: Route<AuthSession>?
  /// Where "Forgotten password?" goes; connected by ``SignInScene``.
  var passwordResetRoute: Route<String>?

  override public init() {
    super.init()
    title = "Sign in"
  }

  public func signInDidSucceed(with session: AuthSession) { show(signedInRoute, session) }

  public func signInDidFail(with error: AuthError) { displayError(error) }

  public func passwordResetWasRequested(for email: String) { present(passwordResetRoute, email) }
}
