/// The view controller that is appearing in a navigation stack, as a ``NavigationSpec`` sees
/// it when it picks bar buttons.
///
/// The view controller is an `AnyObject` because ThinKit knows no host type: a predicate asks
/// `context.viewController is TodoListViewController`, an action casts it.
@MainActor
public struct NavigationContext {
  public let viewController: AnyObject
  public let navigationItem: any NavigationItemRepresenting

  public init(viewController: AnyObject, navigationItem: any NavigationItemRepresenting) {
    self.viewController = viewController
    self.navigationItem = navigationItem
  }

  /// The navigation item's title.
  public var title: String? { navigationItem.title }
}
