/// Runs the signed-in screen of one session: shows who signed in and, once the user confirms
/// logging out, ends the session on the server and tells its delegate.
///
/// The session ends locally even when the server cannot be told: a user who logs out is
/// logged out, and the token goes with the session's scope. Connected by its scene (it is the
/// view's delegate; ``view`` and ``delegate``) and started when its screen first appears.
@MainActor
public final class SignedInPresenter: SignedInViewDelegate {
  /// The screen it shows into, connected by the scene.
  public weak var view: (any SignedInDisplaying)?
  /// Who asks the user and leaves the screen: the view controller, connected by the scene.
  public weak var delegate: (any SignedInPresenterDelegate)?
  private let account: AccountSession
  private var isLoggingOut = false

  public init(account: AccountSession) {
    self.account = account
  }

  /// Shows who signed in.
  public func start() {
    view?.statusText = "Signed in as \(account.email)"
  }

  /// Asks first; does nothing on Cancel, or while a log-out already runs. The screen is busy
  /// while the server is told.
  public func signedInViewDidAskToLogOut(_ view: any SignedInDisplaying) async {
    guard !isLoggingOut, let delegate else { return }
    isLoggingOut = true
    defer { isLoggingOut = false }
    guard await delegate.signedInPresenterShouldLogOut() else { return }
    // Telling the server may take up to its timeout: the screen says it is working meanwhile.
    view.isBusy = true
    try? await account.signOut()
    view.isBusy = false
    delegate.signedInDidLogOut()
  }
}
