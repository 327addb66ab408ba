import Auth
import ThinDI
import ThinKit
import ThinScenes
import ThinTerminal

/// The sign-in screen, assembled: its form view, the presenter that signs in, and the view
/// controller, made with the routes to the signed-in screen and the forgotten-password sheet.
///
/// Connections: view → presenter (``SignInViewDelegate``), presenter → view
/// (``SignInDisplaying``), presenter → view controller (``SignInPresenterDelegate``).
public final class SignInScene: Scene {
  /// Where a signed-in user goes: a screen of the session, in a scope of its own.
  public enum SignedIn: Destination {
    public typealias Argument = AuthSession
  }

  /// Where "Forgotten password?" goes, with the form's email.
  public enum ForgottenPassword: Destination {
    public typealias Argument = String
  }

  /// The form prefills the last email, which the feature's step reads before it first opens.
  public nonisolated static var feature: (any Feature.Type)? { SignInFeature.self }

  public let view: AuthView
  public let presenter: SignInPresenter

  public init(resolver: inout Resolver, argument: Void) throws {
    view = AuthView(theme: try resolver.resolve())
    presenter = SignInPresenter(
      service: try resolver.resolve(), lastEmailStore: try resolver.resolve(),
      hint: try resolver.resolve(SignInHint.self).text)
    view.delegate = presenter
    presenter.view = view
  }

  public func makeScreen(resolver: inout Resolver) throws -> SignInViewController {
    let screen = SignInViewController(
      view: view, signedInRoute: try resolver.route(to: SignedIn.self),
      passwordResetRoute: try resolver.route(to: ForgottenPassword.self))
    presenter.delegate = screen
    return screen
  }

  public func start() {
    presenter.start()
  }
}

/// Opens the Sign-in app at its form: the destination a launcher or an entry point routes to.
public enum SignInApp: Destination {}
