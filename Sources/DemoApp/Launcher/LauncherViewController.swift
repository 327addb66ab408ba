import ThinDI
import ThinKit
import ThinScenes
import ThinTerminal

/// The launcher screen: opens the chosen app's first screen on the navigation stack, through
/// the route its scene connected for that app.
public final class LauncherViewController: ViewController, SceneHost, LauncherPresenterDelegate {
  /// The route into each app, connected by ``LauncherScene``.
  var appRoutes: [DemoEntry: Route<Void>] = [:]

  override public init() {
    super.init()
    title = "ThinKit demos"
  }

  public func launcherPresenter(_ presenter: LauncherPresenter, didChoose entry: DemoEntry) {
    show(appRoutes[entry], ())
  }
}
