import Auth
import ThinDI
import ThinScenes
import ThinTerminal

/// The forgotten-password sheet, assembled: its view and the presenter that asks for a reset
/// of the address it was opened with.
///
/// Connections: view → presenter (``PasswordResetViewDelegate``), presenter → view
/// (``PasswordResetDisplaying``), presenter → view controller
/// (``PasswordResetPresenterDelegate``).
public final class PasswordResetScene: Scene {
  public let view: PasswordResetView
  public let presenter: PasswordResetPresenter

  public init(resolver: inout Resolver, argument email: String) throws {
    view = PasswordResetView(theme: try resolver.resolve())
    presenter = PasswordResetPresenter(email: email, service: try resolver.resolve())
    view.delegate = presenter
    presenter.view = view
  }

  public func makeScreen(resolver: inout Resolver) -> PasswordResetViewController {
    let screen = PasswordResetViewController(view: view)
    presenter.delegate = screen
    return screen
  }

  public func start() {
    presenter.start()
  }
}
