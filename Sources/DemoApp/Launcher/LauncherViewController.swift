import ThinTerminal

/// The launcher screen: opens the chosen app's first screen on the navigation stack, through
/// the route into that app it was made with.
public final class LauncherViewController: ViewController, LauncherPresenterDelegate {
  /// The route into each app.
  let appRoutes: DemoAppRoutes

  /// The list `view`, with a route into each app.
  public init(view: LauncherView, appRoutes: DemoAppRoutes) {
    self.appRoutes = appRoutes
    super.init(view: view, title: "ThinKit demos")
  }

  public func launcherPresenter(_ presenter: LauncherPresenter, didChoose entry: DemoEntry) {
    show(appRoutes[entry])
  }
}
