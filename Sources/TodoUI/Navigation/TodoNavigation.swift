import ThinDI
import ThinKit
import ThinScenes
import ThinTerminal
import Todo

/// The bar buttons of a stack that shows Todo's screens, decided here rather than by any
/// screen: "About" on every Todo screen, "+" on the list only, which presents the Add sheet
/// through its route.
public struct TodoNavigation: Sendable {
  /// Where "+" leads; an installer binds it to the Add sheet.
  public enum AddItem: Destination {}

  /// The About alert.
  public static let aboutTitle = "Ideas about app org"
  public static let aboutMessage =
    "A bunch of ideas about how an app might be organized, collected into one demo."
  public static let aboutButton = "Oh."

  /// The spec of a stack that shows the list and its details.
  public let spec: NavigationSpec

  /// The spec whose "+" presents what `addItem` opens.
  public init(addItem: Route<Void>) {
    spec = NavigationSpec([
      BarButtonSpec(.title("About"), position: .right, when: Self.todoScreens) { context in
        (context.viewController as? ViewController)?.presentAlert(
          title: Self.aboutTitle, message: Self.aboutMessage,
          actions: [AlertActionSpec(title: Self.aboutButton, style: .cancel)])
      },
      BarButtonSpec(
        .system(.add), position: .right, when: .viewController(is: TodoListViewController.self)
      ) { context in
        (context.viewController as? ViewController)?.present(addItem)
      },
    ])
  }

  /// Which screens are Todo's: About shows on these.
  static let todoScreens = NavigationPredicate { context in
    context.viewController is TodoListViewController
      || context.viewController is TodoDetailViewController
  }
}
