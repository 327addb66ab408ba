import Auth
import ThinDI
import ThinScenes

/// Registers the Sign-in app's screens: their theme, the three scenes, the routes between
/// them, and the signed-in session's objects, which live in the scope a sign-in opens.
public struct AuthSceneInstaller: Installer {
  public init() {}

  public func install(into builder: inout ContainerBuilder) {
    builder.register(AuthTheme.self, .singleton) { AuthTheme.standard }
    builder.registerScopedValue(AuthSession.self, sample: SignedInScene.sampleArgument)
    builder.register(AccountSession.self, .scoped) { resolver in
      AccountSession(session: try resolver.resolve(), service: try resolver.resolve())
    }
    builder.registerScene(SignInScene.self)
    builder.registerScene(SignedInScene.self)
    builder.registerScene(PasswordResetScene.self)
    builder.registerRoute(SignInApp.self, to: SignInScene.self)
    builder.registerRoute(
      SignInScene.SignedIn.self, to: SignedInScene.self, scope: .new(named: "signed in"))
    builder.registerRoute(SignInScene.ForgottenPassword.self, to: PasswordResetScene.self)
  }
}
