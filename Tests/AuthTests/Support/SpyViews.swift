import Auth
import ThinKit

/// What a sign-in presenter did to its screen, as the spy view records it.
enum SignInViewEvent: Equatable {
  /// The model turned busy, or stopped being busy.
  case busy(Bool)
  /// The model's refusal in words changed.
  case problem(String?)
  case emailInvalid(Bool)
  case passwordInvalid(Bool)
}

/// A sign-in screen that records what its presenter does to it, with a real `FormBehavior`
/// over two spy fields, wired as `AuthView` wires it: submitting goes through the form.
@MainActor
final class SignInSpyView: SignInDisplaying, FormBehaviorDelegate {
  var model = SignInViewModel() {
    didSet {
      if model.problem != oldValue.problem { events.append(.problem(model.problem)) }
      if model.isBusy != oldValue.isBusy { events.append(.busy(model.isBusy)) }
    }
  }
  var isEmailInvalid = false { didSet { events.append(.emailInvalid(isEmailInvalid)) } }
  var isPasswordInvalid = false { didSet { events.append(.passwordInvalid(isPasswordInvalid)) } }
  /// Who hears the form's submit: the presenter, connected as the scene connects it.
  weak var delegate: (any SignInViewDelegate)?
  private(set) var events: [SignInViewEvent] = []
  private(set) var passwordCleared = false
  var email = ""
  var password = ""
  let emailField = SpyField()
  let passwordField = SpyField()
  let form: FormBehavior

  init() {
    form = FormBehavior(fields: [emailField, passwordField])
    form.delegate = self
  }

  func formDidSubmit(_ form: FormBehavior) async {
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

  func clearEvents() { events.removeAll() }
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

/// A signed-in screen that records its line.
@MainActor
final class SignedInSpyView: SignedInDisplaying {
  var statusText = ""
  var isBusy = false
}

/// A forgotten-password sheet that records its model.
@MainActor
final class PasswordResetSpyView: PasswordResetDisplaying {
  var model = PasswordResetViewModel()
  var isEmailInvalid = false { didSet { invalidMarks.append(isEmailInvalid) } }
  private(set) var invalidMarks: [Bool] = []
}

/// What a presenter told its screen's view controller, as the route spy records it.
enum RouteEvent: Equatable {
  case signedIn(email: String)
  /// A failed sign-in, with the message the user reads.
  case failed(message: String)
  case passwordResetRequested(email: String)
  case loggedOut
  case resetFailed(AuthError.Code)
  case resetFinished
}

/// Records what a presenter tells the screen's view controller, and answers the log-out
/// question once the test says so.
@MainActor
final class RouteSpy: SignInPresenterDelegate, SignedInPresenterDelegate,
  PasswordResetPresenterDelegate
{
  private(set) var events: [RouteEvent] = []
  private(set) var logOutQuestions = 0
  private var pending: TrackedContinuation<Bool>?

  func signedInPresenterShouldLogOut() async -> Bool {
    logOutQuestions += 1
    return await withTrackedContinuation { pending = $0 }
  }

  /// Answers the question being asked.
  func answer(_ goAhead: Bool) {
    pending?.resume(returning: goAhead)
    pending = nil
  }

  var isAsking: Bool { pending != nil }

  func signInDidSucceed(with session: AuthSession) {
    events.append(.signedIn(email: session.email))
  }
  func signInDidFail(with error: AuthError) {
    events.append(.failed(message: error.userReadableMessage))
  }
  func passwordResetWasRequested(for email: String) {
    events.append(.passwordResetRequested(email: email))
  }
  func signedInDidLogOut() { events.append(.loggedOut) }
  func passwordResetDidFail(with error: AuthError) { events.append(.resetFailed(error.code)) }
  func passwordResetDidFinish() { events.append(.resetFinished) }
}

/// `presenter`, connected to `view` and started, as its scene and its screen's first
/// appearance do.
@MainActor
func connect(_ presenter: SignInPresenter, to view: SignInSpyView) -> SignInPresenter {
  view.delegate = presenter
  presenter.view = view
  presenter.start()
  return presenter
}

/// `presenter`, connected to `view` and started, as its scene and the sheet's first
/// appearance do.
@MainActor
func connect(_ presenter: PasswordResetPresenter, to view: PasswordResetSpyView)
  -> PasswordResetPresenter
{
  presenter.view = view
  presenter.start()
  return presenter
}
