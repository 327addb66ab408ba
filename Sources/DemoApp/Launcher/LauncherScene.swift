import ThinDI
import ThinKit
import ThinScenes
import ThinTerminal

/// The launcher screen, assembled: its list view, the presenter that fills it, and a route into
/// each demo app for its view controller.
///
/// Connections: view → presenter (``LauncherViewDelegate``), presenter → view
/// (``LauncherDisplaying``), presenter → view controller (``LauncherPresenterDelegate``).
public final class LauncherScene: Scene {
  public let view: LauncherView
  public let presenter: LauncherPresenter

  public init(screen: LauncherViewController, resolver: inout Resolver, argument: Void) throws {
    view = LauncherView()
    presenter = LauncherPresenter()
    view.delegate = presenter
    presenter.view = view
    presenter.delegate = screen
    for entry in DemoEntry.allCases {
      screen.appRoutes[entry] = try resolver.route(to: entry.destination)
    }
    screen.view = view
  }

  public func start() {
    presenter.start()
  }
}

/// Opens the launcher: the demo's first screen when no app is named.
public enum DemoLauncher: Destination {}
