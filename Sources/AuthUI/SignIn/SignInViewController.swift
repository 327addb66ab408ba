import Auth
import ThinTerminal

/// The sign-in screen's view controller: it routes the outcome of a sign-in, through the
/// routes it was made with, and shows what failed.
public final class SignInViewController: ViewController, SignInPresenterDelegate {
  /// Where a signed-in user goes.
  let signedInRoute: Route<AuthSession>
  /// Where "Forgotten password?" goes.
  let passwordResetRoute: Route<String>

  /// The form `view`, with where a signed-in user goes and where "Forgotten password?" goes.
  public init(
    view: AuthView, signedInRoute: Route<AuthSession>, passwordResetRoute: Route<String>
  ) {
    self.signedInRoute = signedInRoute
    self.passwordResetRoute = passwordResetRoute
    super.init(view: view, title: "Sign in")
  }

  public func signInDidSucceed(with session: AuthSession) { show(signedInRoute, session) }

  public func signInDidFail(with error: AuthError) { displayError(error) }

  public func passwordResetWasRequested(for email: String) { present(passwordResetRoute, email) }
}
