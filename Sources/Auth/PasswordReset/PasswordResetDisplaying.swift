/// What the forgotten-password sheet shows, as the sheet defines it.
public struct PasswordResetViewModel: Hashable, Sendable {
  /// The email field's text, prefilled from the sign-in form.
  public var email: String
  /// While the request runs.
  public var isBusy: Bool
  /// The answer, once the request went through: the same sentence for every address.
  public var answer: String?
  /// Why the last submit was refused before sending, in words, under the field; nil shows
  /// none.
  public var problem: String?

  public init(
    email: String = "", isBusy: Bool = false, answer: String? = nil, problem: String? = nil
  ) {
    self.email = email
    self.isBusy = isBusy
    self.answer = answer
    self.problem = problem
  }
}

/// The forgotten-password sheet, as its presenter sees it.
@MainActor
public protocol PasswordResetDisplaying: AnyObject {
  var model: PasswordResetViewModel { get set }
  /// Marks the email field; each `true` shakes.
  var isEmailInvalid: Bool { get set }
}

/// What the user did on the forgotten-password sheet: the view's delegate, the presenter.
@MainActor
public protocol PasswordResetViewDelegate: AnyObject {
  /// "Send" (or Return) with the field's text; the form stays busy until this returns.
  func passwordResetView(_ view: any PasswordResetDisplaying, didSubmitEmail email: String) async
  /// "Cancel" or "Close" (or Esc).
  func passwordResetViewDidFinish(_ view: any PasswordResetDisplaying)
}

/// Who acts on the sheet's outcome: its view controller.
@MainActor
public protocol PasswordResetPresenterDelegate: AnyObject {
  /// The request failed: show the error.
  func passwordResetDidFail(with error: AuthError)
  /// The user is done with the sheet.
  func passwordResetDidFinish()
}
