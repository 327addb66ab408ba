/// Runs the signed-in screen of one session: shows who signed in and, once the user confirms
/// "Log out?", ends the session on the server and tells its delegate.
///
/// The session ends locally even when the server cannot be told: a user who logs out is
/// logged out, and the token is forgotten with this presenter.
@MainActor
public final class SignedInPresenter: SignedInViewDelegate {
  public weak var delegate: (any SignedInPresenterDelegate)?
  private let session: AuthSession
  private let service: AuthService
  private var isLoggingOut = false

  public init(session: AuthSession, view: any SignedInDisplaying, service: AuthService) {
    self.session = session
    self.service = service
    view.statusText = "Signed in as \(session.email)"
    view.delegate = self
  }

  /// Asks first; does nothing on Cancel, or while a log-out already runs.
  public func signedInViewDidAskToLogOut(_ view: any SignedInDisplaying) async {
    guard !isLoggingOut else { return }
    isLoggingOut = true
    defer { isLoggingOut = false }
    guard await view.confirm(.logOut) else { return }
    try? await service.signOut(session)
    delegate?.signedInDidLogOut()
  }
}
