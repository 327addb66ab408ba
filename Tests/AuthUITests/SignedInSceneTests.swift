import Auth
import AuthContract
import Testing
import ThinDI
import ThinScenes
import ThinTerminal
import ThinTerminalTesting

@testable import AuthUI

/// The signed-in screen, built alone for a session as the sign-in's route opens it (in a scope
/// of its own), pushed over the form: who signed in, and log out with every output in order.
@MainActor
@Suite struct SignedInSceneTests {
  private let session = AuthSession(email: "ada@example.com", token: "ada-token")
  private let logOutQuestion = SceneOutput.alert(
    title: "Log out?", message: nil, actions: ["Cancel", "Log Out"])

  /// The screen for `session`, on a stack over a screen of its own (the form, in the app), so
  /// that leaving it pops.
  private func signedIn(
    answers: [String: HTTPAnswer] = SignInStub.answers
  ) async throws -> SceneTest<SignedInScene> {
    let test = try await SceneTest.auth(
      SignedInScene.self, argument: session, scope: .new(named: "signed in"), answers: answers,
      hosting: .custom { screen, _ in
        let stack = NavigationController(rootViewController: ViewController())
        stack.pushViewController(screen, animated: false)
        return stack
      })
    await test.receive(.focus("Log out"))
    return test
  }

  /// Asks to log out with Enter and waits for the question's Cancel to take focus.
  private func askToLogOut(_ test: SceneTest<SignedInScene>) async {
    test.key(.enter)
    await test.receive(.highlight("Log out"), logOutQuestion, .focus("Cancel"))
    await test.advance(by: .milliseconds(300))
  }

  /// Chooses "Log Out" in the question.
  private func confirm(_ test: SceneTest<SignedInScene>) async {
    test.key(.right)
    test.key(.enter)
    await test.receive(.focus("Log Out"), .dismiss(.alert), .focus("Log out"))
  }

  @Test func showsWhoSignedInFromTheSessionWithoutABackButton() async throws {
    let test = try await signedIn()
    #expect(test.text.contains("Signed in as ada@example.com"))
    #expect(!test.text.contains("‹"), "no back button: leaving is logging out")
    test.assertModel(\.view.statusText, equals: "Signed in as ada@example.com")
    #expect(test.scene.account.session == session)
    #expect(test.scene.session?.name == "signed in")
    await test.finish()
  }

  @Test func confirmingEndsTheSessionOnTheServerPopsAndEndsTheScope() async throws {
    let test = try await signedIn()
    await askToLogOut(test)
    await confirm(test)
    await test.receive(
      .posted(SentRequest.signOut(token: "ada-token")), .pop(SignedInScene.self), .focus(nil))
    await test.advance(by: .milliseconds(300))
    #expect(test.navigation?.viewControllers.count == 1)
    #expect(test.scene.session?.hasEnded == true, "leaving the screen ended the session's scope")
    await test.finish()
  }

  @Test func cancelOrEscInTheQuestionStaysSignedIn() async throws {
    let test = try await signedIn()
    await askToLogOut(test)
    let buttons = try #require(test.lines.first { $0.contains("Log Out") })
    #expect(buttons.contains("▸ Cancel ◂"), "Cancel is focused first: \(buttons)")
    test.key(.enter)
    // Enter alone logs nobody out: no request, no pop.
    await test.receive(.dismiss(.alert), .focus("Log out"))
    // The question's task ends after the alert went; until then another ask is ignored.
    await test.waitUntilIdle()
    test.key(.escape)  // Esc on the screen asks too; Esc in the question cancels
    await test.receive(logOutQuestion, .focus("Cancel"))
    await test.advance(by: .milliseconds(300))
    test.key(.escape)
    await test.receive(.dismiss(.alert), .focus("Log out"))
    await test.advance(by: .milliseconds(300))
    #expect(test.text.contains("Signed in as ada@example.com"))
    #expect(test.scene.session?.hasEnded == false)
    await test.finish()
  }

  /// The session ends locally even when the server cannot be told: no alert, the screen goes.
  @Test(arguments: [HTTPAnswer(statusCode: 503), nil])
  func aServerThatCannotBeToldStillLogsOut(answer: HTTPAnswer?) async throws {
    let test = try await signedIn(
      answers: SignInStub.answers(AuthAPI.currentSessionPath, answer))
    await askToLogOut(test)
    await confirm(test)
    await test.receive(
      .posted(SentRequest.signOut(token: "ada-token")), .pop(SignedInScene.self), .focus(nil))
    #expect(test.scene.session?.hasEnded == true)
    await test.finish()
  }
}
