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
  /// Sign-in on a stack, built from the container of the scene tests (stub server, test
  /// clock), on a host of `configuration`; then `drive`, with time for the animations after.
  private func openSignIn(
    on configuration: ScreenConfiguration,
    then drive: (TestHost, SignInViewController) -> Void
  ) async throws -> TestHost {
    let scene = try AuthScene()
    // The screens' routes reach the container weakly: it lives as long as this call.
    defer { withExtendedLifetime(scene) {} }
    let screen = try scene.container.route(to: SignInApp.self, showing: ViewController.self)()
    let signIn = try #require(screen as? SignInViewController)
    let host = TestHost(
      NavigationController(rootViewController: signIn), configuration: configuration)
    drive(host, signIn)
    await host.advance(by: .milliseconds(400))
    return host
  }

  /// The form filled in: the email typed, the password being typed (masked).
  @Test func signInForm() async throws {
    try await assertScreenSnapshots { configuration in
      try await openSignIn(on: configuration) { host, _ in
        host.type(AuthScene.demoEmail)
        host.key(.enter)
        host.type("thinkit")
      }
    }
  }

  /// The screen a signed-in user is shown, pushed by the sign-in screen's route.
  @Test func signedIn() async throws {
    try await assertScreenSnapshots { configuration in
      try await openSignIn(on: configuration) { _, signIn in
        signIn.signInDidSucceed(with: AuthSession(email: AuthScene.demoEmail, token: "tok"))
      }
    }
  }

  /// The password reset, presented over the form with the email it was asked for.
  @Test func passwordReset() async throws {
    try await assertScreenSnapshots { configuration in
      try await openSignIn(on: configuration) { _, signIn in
        signIn.passwordResetWasRequested(for: "who@example.com")
      }
    }
  }
}
