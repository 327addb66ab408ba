import ThinTerminal

extension SceneHosting {
  /// Shows the screen as an app's first screen, in the navigation controller `AppRunner`
  /// makes: the container's navigation spec, the quit key `q` and the key hints.
  public static let app = SceneHosting { screen, container in
    try AppRunner.root(showing: screen, from: container)
  }
}
