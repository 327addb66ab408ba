import ThinDI
import ThinKit
import ThinScenes
import ThinTerminal

/// The launcher screen, assembled: its list view, the presenter that fills it, and the view
/// controller, made with a route into each demo app.
///
/// Connections: view → presenter (``LauncherViewDelegate``), presenter → view
/// (``LauncherDisplaying``), presenter → view controller (``LauncherPresenterDelegate``).
public final class LauncherScene: Scene {
  public let view: LauncherView
  public let presenter: LauncherPresenter

  public init(resolver: inout Resolver, argument: Void) throws {
    view = LauncherView()
    presenter = LauncherPresenter()
    view.delegate = presenter
    presenter.view = view
  }

  public func makeScreen(resolver: inout Resolver) throws -> LauncherViewController {
    let screen = LauncherViewController(
      view: view, appRoutes: try DemoAppRoutes(resolver: &resolver))
    presenter.delegate = screen
    return screen
  }

  public func start() {
    presenter.start()
  }
}

/// Opens the launcher: the demo's first screen when no app is named.
public enum DemoLauncher: Destination {}
