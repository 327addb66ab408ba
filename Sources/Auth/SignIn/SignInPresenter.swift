import AuthContract

/// Runs the sign-in screen: prefills the last email, checks the input, marks what is wrong,
/// signs in while the screen shows it is busy, and hands the outcome to its delegate.
///
/// Like every presenter of the demos, it is made with its model, connected by its scene (it is
/// the view's delegate; ``view`` and ``delegate``), and started when its screen first appears.
@MainActor
public final class SignInPresenter: SignInViewDelegate {
  /// The form it shows into, connected by the scene.
  public weak var view: (any SignInDisplaying)?
  /// Who routes the outcome: the view controller, connected by the scene.
  public weak var delegate: (any SignInPresenterDelegate)?
  private let service: AuthService
  private let lastEmailStore: any LastEmailStoring
  private let hint: String?

  /// A presenter signing in through `service`, prefilling the last email `lastEmailStore`
  /// kept, with `hint` under the form.
  public init(service: AuthService, lastEmailStore: any LastEmailStoring, hint: String?) {
    self.service = service
    self.lastEmailStore = lastEmailStore
    self.hint = hint
  }

  /// Shows the last email that signed in, and the hint. No I/O: the email is the one
  /// ``LastEmailStep`` read before the screen showed (none when no step ran), so nothing lands
  /// later over what the person types.
  public func start() {
    view?.model = SignInViewModel(email: lastEmailStore.email ?? "", hint: hint)
  }

  /// Refused input marks its field, says why in words and sends nothing; otherwise both marks
  /// and the words clear and the request runs while the view is busy. Success saves the email
  /// (off the main actor, awaited while still busy; a save that fails is ignored), clears the
  /// password and tells the delegate; a failure marks the field the server refused, if it named
  /// one, and tells the delegate (never which part of wrong credentials was wrong).
  public func signInView(
    _ view: any SignInDisplaying, didSubmitEmail email: String, password: String
  ) async {
    let email = CredentialRules.normalizedEmail(email)
    let refusal = CredentialRules.problem(email: email, password: password)
    let problem = refusal.map(AuthError.init)
    view.model.problem = refusal?.message
    mark(problem, on: view)
    guard problem == nil else { return }
    view.model.isBusy = true
    let outcome: Result<AuthSession, AuthError>
    do {
      outcome = .success(try await service.signIn(email: email, password: password))
    } catch {
      outcome = .failure(error)
    }
    if case .success(let session) = outcome {
      // Saved before anything routes on, the form still busy: it shows that work goes on (a
      // slow disk too), and takes no typing that clearing the password would then throw away.
      // Forgetting the email must never stop a sign-in: a save that fails changes nothing.
      await lastEmailStore.save(session.email)
    }
    // Not busy before routing: the form is usable again under the alert or the next screen.
    view.model.isBusy = false
    switch outcome {
    case .success(let session):
      view.clearPassword()
      delegate?.signInDidSucceed(with: session)
    case .failure(let error):
      if error.isInvalidUserName || error.isInvalidPassword { mark(error, on: view) }
      delegate?.signInDidFail(with: error)
    }
  }

  public func signInView(_ view: any SignInDisplaying, didAskForPasswordResetFor email: String) {
    delegate?.passwordResetWasRequested(for: CredentialRules.normalizedEmail(email))
  }

  private func mark(_ problem: AuthError?, on view: any SignInDisplaying) {
    view.isEmailInvalid = problem?.isInvalidUserName == true
    view.isPasswordInvalid = problem?.isInvalidPassword == true
  }
}
