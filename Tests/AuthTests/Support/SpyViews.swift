import Auth
import ThinKit

/// A sign-in screen that records what its presenter does to it, with a real `FormBehavior`
/// over two spy fields, wired as `AuthView` wires it: submitting goes through the form.
@MainActor
final class SignInSpyView: SignInDisplaying {
  var model = SignInViewModel() { didSet { log.append("busy \(model.isBusy)") } }
  var isEmailInvalid = false { didSet { log.append("email invalid \(isEmailInvalid)") } }
  var isPasswordInvalid = false { didSet { log.append("password invalid \(isPasswordInvalid)") } }
  weak var delegate: (any SignInViewDelegate)?
  private(set) var log: [String] = []
  private(set) var passwordCleared = false
  var email = ""
  var password = ""
  let emailField = SpyField()
  let passwordField = SpyField()
  private(set) lazy var form = FormBehavior(fields: [emailField, passwordField]) { [weak self] in
    guard let self else { return }
    await delegate?.signInView(self, didSubmitEmail: email, password: password)
  }

  func clearPassword() {
    password = ""
    passwordCleared = true
  }

  /// Types into both fields and submits, as Return in the password field does.
  @discardableResult
  func submit(email: String, password: String) -> Task<Void, Never>? {
    self.email = email
    self.password = password
    return form.submit()
  }

  func clearLog() { log.removeAll() }
}

/// A field that takes focus when asked and reports Return when told.
@MainActor
final class SpyField: FormField {
  private var actions: [(ControlEvents, @MainActor () -> Void)] = []
  private(set) var isFirstResponder = false
  var canBecomeFirstResponder: Bool { true }

  func becomeFirstResponder() -> Bool {
    isFirstResponder = true
    return true
  }

  func resignFirstResponder() -> Bool {
    isFirstResponder = false
    return true
  }

  func addAction(for events: ControlEvents, _ action: @escaping @MainActor () -> Void) {
    actions.append((events, action))
  }
}

/// A signed-in screen that answers its confirmation as told, once the test says so.
@MainActor
final class SignedInSpyView: SignedInDisplaying {
  var statusText = ""
  weak var delegate: (any SignedInViewDelegate)?
  private(set) var asked: [Confirmation] = []
  private var pending: CheckedContinuation<Bool, Never>?

  func confirm(_ confirmation: Confirmation) async -> Bool {
    asked.append(confirmation)
    return await withCheckedContinuation { pending = $0 }
  }

  /// Answers the question being asked.
  func answer(_ goAhead: Bool) {
    pending?.resume(returning: goAhead)
    pending = nil
  }

  var isAsking: Bool { pending != nil }
}

/// A forgotten-password sheet that records its model.
@MainActor
final class PasswordResetSpyView: PasswordResetDisplaying {
  var model = PasswordResetViewModel()
  var isEmailInvalid = false { didSet { invalidMarks.append(isEmailInvalid) } }
  weak var delegate: (any PasswordResetViewDelegate)?
  private(set) var invalidMarks: [Bool] = []
}

/// Records what a presenter tells the screen's view controller.
@MainActor
final class RouteSpy: SignInPresenterDelegate, SignedInPresenterDelegate,
  PasswordResetPresenterDelegate
{
  private(set) var events: [String] = []

  func signInDidSucceed(with session: AuthSession) { events.append("signed in \(session.email)") }
  func signInDidFail(with error: AuthError) { events.append("failed \(error.userReadableMessage)") }
  func passwordResetWasRequested(for email: String) { events.append("reset \(email)") }
  func signedInDidLogOut() { events.append("logged out") }
  func passwordResetDidFail(with error: AuthError) { events.append("reset failed \(error.code)") }
  func passwordResetDidFinish() { events.append("reset finished") }
}
