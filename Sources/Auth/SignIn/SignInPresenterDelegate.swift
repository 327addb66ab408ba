/// Who acts on the outcome of the sign-in screen: its view controller, which routes.
@MainActor
public protocol SignInPresenterDelegate: AnyObject {
  /// The user signed in: show the signed-in screen.
  func signInDidSucceed(with session: AuthSession)
  /// A request was sent and failed: show the error.
  func signInDidFail(with error: AuthError)
  /// The user asked to reset the password of `email` (possibly empty).
  func passwordResetWasRequested(for email: String)
}
