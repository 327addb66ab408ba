import Auth
import ThinDI
import ThinScenes

/// Registers the Sign-in app's screens: their theme, the three scenes with the routes into
/// them, and the signed-in session's objects, which live in the scope a sign-in opens.
public struct AuthSceneInstaller: Installer {
  /// The session validation's dry run signs in with: the signed-in route's sample, and the
  /// session its scope is given.
  static let sampleSession = AuthSession(email: "sample@example.com", token: "sample")

  public init() {}

  public func install(into builder: inout ContainerBuilder) {
    builder.register(AuthTheme.self, .singleton) { AuthTheme.standard }
    builder.registerScopedValue(AuthSession.self, sample: Self.sampleSession)
    builder.register(AccountSession.self, .scoped) { resolver in
      AccountSession(session: try resolver.resolve(), service: try resolver.resolve())
    }
    builder.registerRoute(SignInApp.self, to: SignInScene.self)
    builder.registerRoute(
      SignInScene.SignedIn.self, to: SignedInScene.self, scope: .new(named: "signed in"),
      sample: Self.sampleSession)
    builder.registerRoute(
      SignInScene.ForgottenPassword.self, to: PasswordResetScene.self,
      sample: "sample@example.com")
  }
}
