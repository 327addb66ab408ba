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
  /// Sign-in on a stack, from the container of `scene` (stub server, test clock), on a host of
  /// `configuration`.
  private func openSignIn(
    in scene: AuthScene, on configuration: ScreenConfiguration
  ) throws -> (host: TestHost, signIn: SignInViewController) {
    let screen = try scene.container.route(to: SignInApp.self, showing: ViewController.self)()
    let signIn = try #require(screen as? SignInViewController)
    return (
      TestHost(NavigationController(rootViewController: signIn), configuration: configuration),
      signIn
    )
  }

  /// The form filled in: the email typed, the password being typed (masked).
  @Test func signInForm() async throws {
    try await assertScreenSnapshots { configuration in
      let scene = try AuthScene()
      let (host, _) = try openSignIn(in: scene, on: configuration)
      host.type(AuthScene.demoEmail)
      host.key(.enter)
      host.type("thinkit")
      await host.advance(by: .milliseconds(400))
      return host
    }
  }

  /// The screen a signed-in user is shown, pushed by the sign-in screen's route.
  @Test func signedIn() async throws {
    try await assertScreenSnapshots { configuration in
      let scene = try AuthScene()
      let (host, signIn) = try openSignIn(in: scene, on: configuration)
      signIn.signInDidSucceed(with: AuthSession(email: AuthScene.demoEmail, token: "tok"))
      await host.advance(by: .milliseconds(400))
      return host
    }
  }

  /// The password reset, presented over the form with the email it was asked for.
  @Test func passwordReset() async throws {
    try await assertScreenSnapshots { configuration in
      let scene = try AuthScene()
      let (host, signIn) = try openSignIn(in: scene, on: configuration)
      signIn.passwordResetWasRequested(for: "who@example.com")
      await host.advance(by: .milliseconds(400))
      return host
    }
  }
}
