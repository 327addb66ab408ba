import ThinDI
import ThinTerminal

/// How a ``SceneTest`` shows its screen: the window's root view controller it makes.
@MainActor
public struct SceneHosting {
  /// On the main actor, so that a root can resolve the app's `registerMainActor` services (a
  /// navigation spec) from the container.
  let root: @MainActor (ViewController, Container) throws -> ViewController

  /// Shows the screen alone, as the window's root.
  public static let alone = SceneHosting { screen, _ in screen }

  /// Shows the screen as the root of a navigation controller, as the apps do.
  public static let inNavigationController = SceneHosting { screen, _ in
    NavigationController(rootViewController: screen)
  }

  /// Shows what `root` makes of the screen, with the test's container (a navigation
  /// controller with the app's navigation spec, a split screen).
  public static func custom(
    _ root: @escaping @MainActor (ViewController, Container) throws -> ViewController
  ) -> SceneHosting {
    SceneHosting(root: root)
  }
}
