import AuthContract

/// Runs the forgotten-password sheet: checks the email (saying why in words when it is
/// refused), posts the reset request while the
/// sheet is busy, and answers with the same sentence whatever the address, so that nobody
/// learns from it whether an account exists.
///
/// Connected by its scene (it is the view's delegate; ``view`` and ``delegate``) and started
/// when the sheet first appears.
@MainActor
public final class PasswordResetPresenter: PasswordResetViewDelegate {
  /// The sheet it shows into, connected by the scene.
  public weak var view: (any PasswordResetDisplaying)?
  /// Who shows errors and closes the sheet: the view controller, connected by the scene.
  public weak var delegate: (any PasswordResetPresenterDelegate)?
  private let service: AuthService
  private let email: String

  /// The answer for `email`, whether or not it has an account.
  public static func answer(for email: String) -> String {
    "If an account exists for \(email), a reset link is on its way."
  }

  /// A presenter for the address `email` (the sign-in form's), requesting through `service`.
  public init(email: String, service: AuthService) {
    self.email = email
    self.service = service
  }

  /// Shows the address.
  public func start() {
    view?.model = PasswordResetViewModel(email: email)
  }

  public func passwordResetView(
    _ view: any PasswordResetDisplaying, didSubmitEmail email: String
  ) async {
    let email = CredentialRules.normalizedEmail(email)
    let problem = CredentialRules.emailProblem(email)
    view.model.problem = problem?.message
    view.isEmailInvalid = problem != nil
    guard problem == nil else { return }
    view.model.isBusy = true
    do {
      try await service.requestPasswordReset(email: email)
      // One change: the view sees the answer as the wait ends, not a form to type in again.
      var model = view.model
      model.isBusy = false
      model.answer = Self.answer(for: email)
      view.model = model
    } catch {
      view.model.isBusy = false
      delegate?.passwordResetDidFail(with: error)
    }
  }

  public func passwordResetViewDidFinish(_ view: any PasswordResetDisplaying) {
    delegate?.passwordResetDidFinish()
  }
}
