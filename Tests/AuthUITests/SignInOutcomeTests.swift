import Auth
import AuthContract
import Foundation
import Testing
import ThinKit
import ThinTerminal

@testable import AuthUI

/// What the user sees after a request: the alerts' exact text, the signed-in screen, log out.
@MainActor
@Suite struct SignInOutcomeTests {
  private func signIn(_ scene: AuthScene, password: String = "thinkit-demo") async {
    scene.host.type("demo@thinkit.dev")
    scene.host.key(.enter)
    scene.host.type(password)
    scene.host.key(.enter)
    await scene.finishSubmission()
  }

  /// The alert on screen: title, message and buttons, as the alert controller holds them.
  /// Moves the test clock on in frames until `condition` holds (at most two seconds of it):
  /// the log-out flow hops between tasks, which a loaded machine may run a few frames late.
  private func advance(_ scene: AuthScene, until condition: () -> Bool) async {
    for _ in 0..<40 where !condition() {
      await scene.host.advance(by: .milliseconds(50))
    }
    await scene.host.advance(by: .milliseconds(300))
  }

  private func alert(in scene: AuthScene) -> (String?, String?, [String])? {
    guard let alert = scene.navigation.presentedViewController as? AlertController else {
      return nil
    }
    return (alert.title, alert.message, alert.actions.map(\.title))
  }

  @Test func wrongCredentialsShowTheServersMessageAndMarkNoField() async throws {
    var answers = AuthScene.answers
    answers[AuthAPI.sessionsPath] = StubTransport.json(
      401, ["code": 1000, "message": "Incorrect email or password."])
    let scene = try AuthScene(answers: answers)
    await signIn(scene, password: "wrong")
    let shown = try #require(alert(in: scene))
    #expect(shown.0 == "Error")
    #expect(shown.1 == "Incorrect email or password.")
    #expect(shown.2 == ["Close"])
    #expect(scene.host.text.contains("Incorrect email or password."))
    #expect(!scene.host.text.contains("●"), "no field marked")
    scene.host.key(.enter)
    await scene.host.advance(by: .milliseconds(300))
    #expect(scene.navigation.presentedViewController == nil)
    #expect(scene.host.terminal.cursor?.y == scene.row(of: "🔒"), "focus back in the password")
  }

  @Test func rateLimitingShowsTheServersMessage() async throws {
    var answers = AuthScene.answers
    answers[AuthAPI.sessionsPath] = StubTransport.json(
      429,
      ["code": 1009, "message": "Too many failed attempts. Try again in 55 s.", "retryAfter": 55])
    let scene = try AuthScene(answers: answers)
    await signIn(scene)
    #expect(alert(in: scene)?.1 == "Too many failed attempts. Try again in 55 s.")
  }

  @Test func anUnreachableServerSaysSo() async throws {
    let scene = try AuthScene(answers: [:])
    await signIn(scene)
    let shown = try #require(alert(in: scene))
    #expect(shown.0 == "Error")
    #expect(shown.1 == "Service unreachable. Check your connection and try again.")
    #expect(shown.2 == ["Close"])
  }

  @Test func aMalformedAnswerSaysSomethingWentWrong() async throws {
    var answers = AuthScene.answers
    answers[AuthAPI.sessionsPath] = HTTPAnswer(statusCode: 201, body: Data("{oops".utf8))
    let scene = try AuthScene(answers: answers)
    await signIn(scene)
    #expect(alert(in: scene)?.1 == "Something went wrong.")
  }

  @Test func signedInThenLogOutAfterConfirmingKeepsTheEmail() async throws {
    let scene = try AuthScene()
    await signIn(scene)
    #expect(scene.host.text.contains("Signed in as demo@thinkit.dev"))
    #expect(scene.host.text.contains("Log out"))
    #expect(!scene.host.text.contains("‹"), "no back button: leaving is logging out")
    #expect(scene.store.load() == "demo@thinkit.dev")
    scene.host.key(.enter)
    await scene.host.advance(by: .milliseconds(300))
    let asked = try #require(alert(in: scene))
    #expect(asked.0 == "Log out?")
    #expect(asked.2 == ["Cancel", "Log Out"])
    #expect(scene.host.text.contains("Cancel") && scene.host.text.contains("Log Out"))
    scene.host.key(.escape)
    await scene.host.advance(by: .milliseconds(300))
    #expect(alert(in: scene) == nil)
    #expect(scene.host.text.contains("Signed in as demo@thinkit.dev"), "Cancel stays signed in")
    scene.host.key(.escape)
    await advance(scene, until: { alert(in: scene) != nil })
    #expect(alert(in: scene)?.0 == "Log out?", "Esc asks too")
    scene.host.key(.right)
    scene.host.key(.enter)
    await advance(scene, until: { scene.navigation.viewControllers.count == 1 })
    #expect(scene.transport.requests.last?.method == "DELETE")
    #expect(scene.navigation.viewControllers.count == 1)
    #expect(scene.host.text.contains("✉  demo@thinkit.dev"), "the email is kept")
    #expect(scene.host.text.contains("🔒 Password"), "the password is not")
  }

  @Test func logOutConfirmationFocusesCancelFirst() async throws {
    let scene = try AuthScene()
    await signIn(scene)
    scene.host.key(.enter)
    await scene.host.advance(by: .milliseconds(300))
    #expect(alert(in: scene)?.0 == "Log out?")
    await scene.host.advance(by: .milliseconds(300))  // the alert's appearance ends
    let buttons = try #require(scene.host.lines.first { $0.contains("Log Out") })
    #expect(buttons.contains("▸ Cancel ◂"), "\(buttons)")
    #expect(!buttons.contains("▸ Log Out ◂"), "\(buttons)")
    scene.host.key(.enter)
    await scene.host.advance(by: .milliseconds(300))
    #expect(alert(in: scene) == nil)
    #expect(scene.transport.requests.last?.method != "DELETE", "Enter alone logs nobody out")
    #expect(scene.host.text.contains("Signed in as demo@thinkit.dev"))
  }

  @Test func theLastEmailIsPrefilledAndThePasswordFocused() throws {
    let scene = try AuthScene(lastEmail: "ada@example.com")
    let passwordRow = try #require(scene.row(of: "🔒"))
    #expect(scene.host.text.contains("✉  ada@example.com"))
    #expect(scene.host.terminal.cursor?.y == passwordRow)
  }

  @Test func forgottenPasswordAsksWithTheEmailPrefilledAndAnswersTheSame() async throws {
    let scene = try AuthScene()
    scene.host.type("who@example.com")
    let link = try #require(scene.row(of: "Forgotten password?"))
    let column = try #require(scene.column(of: "Forgotten", inRow: link))
    scene.host.click(at: Point(x: column, y: link))
    await scene.host.advance(by: .milliseconds(300))
    #expect(scene.navigation.presentedViewController is PasswordResetViewController)
    #expect(scene.host.text.contains("Enter your email address to get a reset link."))
    #expect(scene.host.lines.contains { $0.contains("✉  who@example.com") })
    scene.host.key(.enter)
    let sheet = try #require(scene.navigation.presentedViewController?.view as? PasswordResetView)
    _ = sheet
    try await scene.waitForRequests()
    await scene.host.advance(by: .milliseconds(300))
    #expect(scene.transport.requests.first?.url.path == "/v1/password-resets")
    let sheetText = scene.host.lines.map { $0.replacingOccurrences(of: "│", with: " ") }
      .joined(separator: " ").split(separator: " ").joined(separator: " ")
    #expect(
      sheetText.contains("If an account exists for who@example.com, a reset link is on its way."))
    #expect(scene.host.text.contains("Close"))
    scene.host.key(.escape)
    await scene.host.advance(by: .milliseconds(300))
    #expect(scene.navigation.presentedViewController == nil)
  }
}
