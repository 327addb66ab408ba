import AuthContract

/// Runs the forgotten-password sheet: checks the email, posts the reset request while the
/// sheet is busy, and answers with the same sentence whatever the address, so that nobody
/// learns from it whether an account exists.
@MainActor
public final class PasswordResetPresenter: PasswordResetViewDelegate {
  public weak var delegate: (any PasswordResetPresenterDelegate)?
  private let service: AuthService

  /// The answer for `email`, whether or not it has an account.
  public static func answer(for email: String) -> String {
    "If an account exists for \(email), a reset link is on its way."
  }

  public init(email: String, view: any PasswordResetDisplaying, service: AuthService) {
    self.service = service
    view.model = PasswordResetViewModel(email: email)
    view.delegate = self
  }

  public func passwordResetView(
    _ view: any PasswordResetDisplaying, didSubmitEmail email: String
  ) async {
    let email = CredentialRules.normalizedEmail(email)
    let problem = CredentialRules.emailProblem(email)
    view.isEmailInvalid = problem != nil
    guard problem == nil else { return }
    view.model.isBusy = true
    do {
      try await service.requestPasswordReset(email: email)
      view.model.isBusy = false
      view.model.answer = Self.answer(for: email)
    } catch {
      view.model.isBusy = false
      delegate?.passwordResetDidFail(with: error)
    }
  }

  public func passwordResetViewDidFinish(_ view: any PasswordResetDisplaying) {
    delegate?.passwordResetDidFinish()
  }
}
