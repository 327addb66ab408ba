import Auth
import ThinDI
import ThinTerminal

/// Builds the Sign-in demo's scenes and connects their objects, as a storyboard's custom
/// objects and outlets did: each presenter presents into its view and reports to its view
/// controller, which keeps it alive (`sceneObjects`) and routes.
///
/// The sign-in view and presenter are `.graph`: one of each per scene. The signed-in and
/// forgotten-password screens take their session or email as a runtime argument, so the
/// sign-in screen builds them later through providers without knowing how.
public struct AuthSceneInstaller: Installer {
  public init() {}

  public func install(into builder: inout ContainerBuilder) {
    builder.register(AuthTheme.self, .singleton) { AuthTheme.standard }
    installSignIn(into: &builder)
    builder.registerMainActor(
      SignedInViewController.self, argument: AuthSession.self,
      sample: AuthSession(email: "sample@example.com", token: "sample")
    ) { resolver, session in
      let view = SignedInView(theme: try resolver.resolve())
      let presenter = SignedInPresenter(
        session: session, view: view, service: try resolver.resolve())
      let controller = SignedInViewController()
      controller.title = "Signed in"
      return connect(controller, view: view, presenter: presenter) { presenter.delegate = $0 }
    }
    builder.registerMainActor(
      PasswordResetViewController.self, argument: String.self, sample: "sample@example.com"
    ) { resolver, email in
      let view = PasswordResetView(theme: try resolver.resolve())
      let presenter = PasswordResetPresenter(
        email: email, view: view, service: try resolver.resolve())
      let controller = PasswordResetViewController()
      controller.preferredContentSize = PasswordResetView.preferredSize
      return connect(controller, view: view, presenter: presenter) { presenter.delegate = $0 }
    }
  }

  private func installSignIn(into builder: inout ContainerBuilder) {
    builder.registerMainActor(AuthView.self, .graph) { resolver in
      AuthView(theme: try resolver.resolve())
    }
    builder.registerMainActor(SignInPresenter.self, .graph) { resolver in
      SignInPresenter(
        view: try resolver.resolve(AuthView.self), service: try resolver.resolve(),
        lastEmailStore: try resolver.resolve(), hint: try resolver.resolve(SignInHint.self).text)
    }
    builder.registerMainActor(SignInViewController.self) { resolver in
      let presenter: SignInPresenter = try resolver.resolve()
      let controller = SignInViewController(
        signedInScreen: try resolver.provider(
          SignedInViewController.self, argument: AuthSession.self),
        passwordResetScreen: try resolver.provider(
          PasswordResetViewController.self, argument: String.self))
      controller.title = "Sign in"
      return connect(controller, view: try resolver.resolve(AuthView.self), presenter: presenter) {
        presenter.delegate = $0
      }
    }
  }
}

/// Gives `controller` its root view, keeps `presenter` alive with it, and lets the presenter
/// report to it.
@MainActor
private func connect<Controller: ViewController>(
  _ controller: Controller, view: View, presenter: AnyObject,
  delegate: (Controller) -> Void
) -> Controller {
  controller.view = view
  controller.sceneObjects = [presenter]
  delegate(controller)
  return controller
}
