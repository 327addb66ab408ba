import Auth
import Testing
import ThinKit
import ThinTerminal
import ThinTerminalTesting

@testable import AuthUI

/// The Sign-in app's screens on every terminal of the snapshot matrix, kept in
/// `__Snapshots__`. Re-record with
/// `SNAPSHOT_TESTING_RECORD=all swift test --filter AuthSnapshotTests`.
@MainActor
@Suite struct AuthSnapshotTests {
  /// Sign-in on a stack, built as the scene tests build it (stub server, test clock), on a
  /// terminal of `configuration`; then `drive`, with time for the animations after.
  private func openSignIn(
    on configuration: ScreenConfiguration,
    then drive: (SceneTest<SignInScene>) -> Void
  ) async throws -> TestHost {
    let test = try await SceneTest.signIn(terminal: configuration, exhaustivity: .off)
    drive(test)
    await test.advance(by: .milliseconds(400))
    return test.host
  }

  /// The form filled in: the email typed, the password being typed (masked).
  @Test func signInForm() async throws {
    try await assertScreenSnapshots { configuration in
      try await openSignIn(on: configuration) { test in
        test.type(SignInStub.demoEmail)
        test.key(.enter)
        test.type("thinkit")
      }
    }
  }

  /// The form refusing an email that is not an address: the dot, and why, under the field.
  @Test func signInRefused() async throws {
    try await assertScreenSnapshots { configuration in
      try await openSignIn(on: configuration) { test in
        test.type("demo.thinkit.dev")
        test.key(.enter)
        test.type("thinkit-demo")
        test.key(.enter)
      }
    }
  }

  /// The screen a signed-in user is shown, pushed by the sign-in screen's route.
  @Test func signedIn() async throws {
    try await assertScreenSnapshots { configuration in
      try await openSignIn(on: configuration) { test in
        test.screen.signInDidSucceed(
          with: AuthSession(email: SignInStub.demoEmail, token: "tok"))
      }
    }
  }

  /// The password reset, presented over the form with the email it was asked for.
  @Test func passwordReset() async throws {
    try await assertScreenSnapshots { configuration in
      try await openSignIn(on: configuration) { test in
        test.screen.passwordResetWasRequested(for: "who@example.com")
      }
    }
  }
}
