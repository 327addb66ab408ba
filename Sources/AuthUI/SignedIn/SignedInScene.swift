import Auth
import ThinDI
import ThinScenes
import ThinTerminal

/// The signed-in screen of one session, assembled: its view, the presenter, and the session's
/// objects, which live in the session's scope (the sign-in's route opened it, given the
/// session). Logging out leaves the screen, and the scene ends the scope as it goes: the
/// account and its token are released with it.
///
/// Connections: view → presenter (``SignedInViewDelegate``), presenter → view
/// (``SignedInDisplaying``), presenter → view controller (``SignedInPresenterDelegate``).
public final class SignedInScene: Scene {
  public let view: SignedInView
  public let presenter: SignedInPresenter
  /// The signed-in user's account: `.scoped`, one per session.
  public let account: AccountSession
  /// The signed-in session's scope.
  public let session: Scope?

  public init(resolver: inout Resolver, argument: AuthSession) throws {
    view = SignedInView(theme: try resolver.resolve())
    account = try resolver.resolve()
    presenter = SignedInPresenter(account: account)
    session = resolver.scope
    view.delegate = presenter
    presenter.view = view
  }

  public func makeScreen(resolver: inout Resolver) -> SignedInViewController {
    let screen = SignedInViewController(view: view)
    presenter.delegate = screen
    return screen
  }

  public func start() {
    presenter.start()
  }

  public func stop() {
    session?.end()
  }
}
