/// The sign-in screen, as its presenter sees it: what it shows and the marks it puts on fields.
/// The terminal's `AuthView` adopts it; tests adopt it with a spy.
@MainActor
public protocol SignInDisplaying: AnyObject {
  var model: SignInViewModel { get set }
  /// Marks the email field; each `true` shows the red dot and shakes, even when already set.
  var isEmailInvalid: Bool { get set }
  /// Marks the password field, as ``isEmailInvalid``.
  var isPasswordInvalid: Bool { get set }
  /// Empties the password field (after a sign-in: the password is not kept anywhere).
  func clearPassword()
}

/// What the user did on the sign-in screen: the view's delegate, the presenter.
@MainActor
public protocol SignInViewDelegate: AnyObject {
  /// The form was submitted with what the fields hold. The form stays busy, and submitting
  /// again does nothing, until this returns.
  func signInView(_ view: any SignInDisplaying, didSubmitEmail email: String, password: String)
    async
  /// "Forgotten password?" was chosen, with the email field's text.
  func signInView(_ view: any SignInDisplaying, didAskForPasswordResetFor email: String)
}
