import Auth
import AuthContract
import Foundation
import Testing
import ThinKit
import ThinTerminal
import ThinTerminalTesting

@testable import AuthUI

/// What the user sees after a request: the alerts' exact text, the signed-in screen, log out,
/// the password-reset sheet — each output in order.
@MainActor
@Suite struct SignInOutcomeTests {
  /// What a keyboard submit of the form shows up to the request: focus through the fields,
  /// then none while busy.
  private let sent: [SceneOutput] = [
    .focus("Email Address"), .focus("Password"), .focus(nil), .posted(SentRequest.signIn),
  ]

  /// What a failed sign-in shows before its alert: the form no longer busy, focus back in the
  /// password.
  private var submitted: [SceneOutput] { sent + [.focus("Password")] }

  /// What a successful sign-in does once answered: saves the email for next time (still busy:
  /// the save is awaited), gives focus back as the form stops being busy, then routes the
  /// session to the signed-in screen, which is pushed.
  private let signedIn: [SceneOutput] = [
    .posted(SavedEmail(SignInStub.demoEmail)), .focus("Password"),
    .route(SignInScene.SignedIn.self, SignInStub.session),
    .push(SignedInScene.self), .focus(nil),
  ]

  /// The error alert a failed sign-in shows.
  private func errorAlert(_ message: String) -> SceneOutput {
    .alert(title: "Error", message: message, actions: ["Close"])
  }

  private func answers(_ sessions: HTTPAnswer) -> [String: HTTPAnswer] {
    SignInStub.answers(AuthAPI.sessionsPath, sessions)
  }

  @Test func wrongCredentialsShowTheServersMessageAndMarkNoField() async throws {
    let test = try await SceneTest.signIn(
      answers: answers(
        StubTransport.json(401, ["code": 1000, "message": "Incorrect email or password."])))
    test.submit(password: "wrong")
    // The alert takes focus from the form: no field is marked.
    await test.receive(submitted + [errorAlert("Incorrect email or password."), .focus("Close")])
    await test.advance(by: .milliseconds(300))
    #expect(test.text.contains("Incorrect email or password."))
    #expect(!test.text.contains("●"), "no field marked")
    test.key(.enter)
    await test.receive(.dismiss(.alert), .focus("Password"))
    await test.advance(by: .milliseconds(300))
    #expect(test.presented == nil)
    #expect(test.terminal.cursor?.y == test.row(of: "🔒"), "focus back in the password")
    // No SavedEmail came (finish() would fail on one): only a successful sign-in is remembered.
    await test.finish()
  }

  /// Submitted with LOG IN (reached with Tab), a failed sign-in gives focus back to LOG IN
  /// when its alert closes, as one submitted from the password field gives it back there.
  @Test func aFailedSignInFromLogInGivesFocusBackToLogIn() async throws {
    let test = try await SceneTest.signIn(
      answers: answers(
        StubTransport.json(401, ["code": 1000, "message": "Incorrect email or password."])))
    test.type(SignInStub.demoEmail)
    test.key(.enter)
    test.type("wrong")
    test.key(.tab)
    test.key(.enter)
    await test.receive(
      .focus("Email Address"), .focus("Password"), .focus("LOG IN"), .highlight("LOG IN"),
      .focus(nil), .posted(SentRequest.signIn), errorAlert("Incorrect email or password."))
    await test.advance(by: .milliseconds(300))
    await test.receive(.focus("Close"))
    test.key(.enter)
    await test.receive(.dismiss(.alert), .focus("LOG IN"))
    await test.advance(by: .milliseconds(300))
    #expect(test.presented == nil)
    await test.finish()
  }

  @Test func rateLimitingShowsTheServersMessage() async throws {
    let test = try await SceneTest.signIn(
      answers: answers(
        StubTransport.json(
          429,
          [
            "code": 1009, "message": "Too many failed attempts. Try again in 55 s.",
            "retryAfter": 55,
          ])))
    test.submit()
    await test.receive(
      submitted + [errorAlert("Too many failed attempts. Try again in 55 s."), .focus("Close")])
    await test.finish()
  }

  @Test func anUnreachableServerSaysSo() async throws {
    let test = try await SceneTest.signIn(answers: [:])
    test.submit()
    await test.receive(
      submitted + [
        errorAlert("Service unreachable. Check your connection and try again."), .focus("Close"),
      ])
    await test.finish()
  }

  @Test func aMalformedAnswerSaysSomethingWentWrong() async throws {
    let test = try await SceneTest.signIn(
      answers: answers(HTTPAnswer(statusCode: 201, body: Data("{oops".utf8))))
    test.submit()
    await test.receive(submitted + [errorAlert("Something went wrong."), .focus("Close")])
    await test.finish()
  }

  @Test func signedInThenLogOutAfterConfirmingKeepsTheEmail() async throws {
    let test = try await SceneTest.signIn()
    test.submit()
    await test.receive(sent + signedIn)
    await test.advance(by: .milliseconds(300))
    await test.receive(.focus("Log out"))
    #expect(test.text.contains("Signed in as demo@thinkit.dev"))
    #expect(!test.text.contains("‹"), "no back button: leaving is logging out")
    let logOut = SceneOutput.alert(title: "Log out?", message: nil, actions: ["Cancel", "Log Out"])
    test.key(.enter)
    await test.receive(.highlight("Log out"), logOut, .focus("Cancel"))
    await test.advance(by: .milliseconds(300))
    #expect(test.text.contains("Cancel") && test.text.contains("Log Out"))
    test.key(.escape)
    await test.receive(.dismiss(.alert), .focus("Log out"))
    await test.advance(by: .milliseconds(300))
    #expect(test.text.contains("Signed in as demo@thinkit.dev"), "Cancel stays signed in")
    test.key(.escape)  // Esc asks too
    await test.receive(logOut, .focus("Cancel"))
    await test.advance(by: .milliseconds(300))
    test.key(.right)
    test.key(.enter)
    await test.receive(
      .focus("Log Out"), .dismiss(.alert), .focus("Log out"), .posted(SentRequest.signOut),
      .pop(SignedInScene.self), .focus(nil))
    await test.advance(by: .milliseconds(300))
    await test.receive(.focus("Password"))
    #expect(test.navigation?.viewControllers.count == 1)
    #expect(test.text.contains("✉  demo@thinkit.dev"), "the email is kept")
    #expect(test.text.contains("🔒 Password"), "the password is not")
    await test.finish()
  }

  @Test func logOutConfirmationFocusesCancelFirst() async throws {
    let test = try await SceneTest.signIn()
    test.submit()
    await test.receive(sent + signedIn)
    await test.advance(by: .milliseconds(300))
    test.key(.enter)
    await test.advance(by: .milliseconds(300))  // the alert's appearance ends
    await test.receive(
      .focus("Log out"), .highlight("Log out"),
      .alert(title: "Log out?", message: nil, actions: ["Cancel", "Log Out"]),
      .focus("Cancel"))
    let buttons = try #require(test.lines.first { $0.contains("Log Out") })
    #expect(buttons.contains("▸ Cancel ◂"), "\(buttons)")
    #expect(!buttons.contains("▸ Log Out ◂"), "\(buttons)")
    test.key(.enter)
    // Enter alone logs nobody out: no request, no pop.
    await test.receive(.dismiss(.alert), .focus("Log out"))
    await test.advance(by: .milliseconds(300))
    #expect(test.text.contains("Signed in as demo@thinkit.dev"))
    await test.finish()
  }

  /// The Sign-in feature's step read the email once, off the main actor, before the form
  /// showed: the form prefilled it from what the store kept.
  @Test func theLastEmailIsPrefilledAndThePasswordFocused() async throws {
    let test = try await SceneTest.signIn(lastEmail: "ada@example.com")
    await test.receive(.focus("Password"))
    #expect(try test.lastEmailStore.loadsOnMainActor == [false])
    #expect(test.text.contains("✉  ada@example.com"))
    #expect(test.terminal.cursor?.y == test.row(of: "🔒"))
    await test.finish()
  }

  @Test func forgottenPasswordAsksWithTheEmailPrefilledAndAnswersTheSame() async throws {
    let test = try await SceneTest.signIn()
    test.type("who@example.com")
    test.click("Forgotten password?")
    // The email goes with the route; focus goes from the form's email field to the sheet's.
    await test.receive(
      .focus("Email Address"), .highlight("Forgotten password?"),
      .route(SignInScene.ForgottenPassword.self, "who@example.com"),
      .present(PasswordResetScene.self), .focus("Email Address"))
    await test.advance(by: .milliseconds(300))
    #expect(test.text.contains("Enter your email address to get a reset link."))
    #expect(test.lines.contains { $0.contains("✉  who@example.com") })
    test.key(.enter)
    await test.receive(.focus(nil), .posted(SentRequest.passwordReset))
    await test.advance(by: .milliseconds(300))
    await test.receive(.focus("Close"))
    let sheetText = test.lines.map { $0.replacingOccurrences(of: "│", with: " ") }
      .joined(separator: " ").split(separator: " ").joined(separator: " ")
    #expect(
      sheetText.contains("If an account exists for who@example.com, a reset link is on its way."))
    #expect(test.text.contains("Close"))
    test.key(.escape)
    await test.receive(.dismiss(PasswordResetScene.self), .focus("Email Address"))
    await test.advance(by: .milliseconds(300))
    #expect(test.presented == nil)
    await test.finish()
  }
}
