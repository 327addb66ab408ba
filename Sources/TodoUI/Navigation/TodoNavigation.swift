import ThinDI
import ThinKit
import ThinTerminal

/// The bar buttons of the stacks that show Todo's screens, decided here rather than by any
/// screen: "About" on every Todo screen, "+" on the list only (it presents the Add sheet); and
/// the Add sheet's own stack, with Cancel and Done.
public enum TodoNavigation {
  /// The About alert.
  public static let aboutTitle = "Ideas about app org"
  public static let aboutMessage =
    "A bunch of ideas about how an app might be organized, collected into one demo."
  public static let aboutButton = "Oh."

  /// Which screens are Todo's: About shows on these.
  static let todoScreens = NavigationPredicate { context in
    context.viewController is TodoListViewController
      || context.viewController is TodoDetailViewController
  }

  /// The spec of a stack that shows the list and its details; "+" presents what `addSheet`
  /// builds.
  public static func spec(addSheet: Provider<ViewController>) -> NavigationSpec {
    NavigationSpec([
      BarButtonSpec(.title("About"), position: .right, when: todoScreens) { context in
        (context.viewController as? ViewController)?.presentAlert(
          title: aboutTitle, message: aboutMessage,
          actions: [AlertActionSpec(title: aboutButton, style: .cancel)])
      },
      BarButtonSpec(
        .system(.add), position: .right, when: .viewController(is: TodoListViewController.self)
      ) { context in
        guard let controller = context.viewController as? ViewController else { return }
        do {
          controller.present(try addSheet(), animated: true)
        } catch {
          controller.displayError(error)
        }
      },
    ])
  }

  /// The Add sheet's spec: Cancel discards, Done saves (or shakes an empty title).
  public static let addSheetSpec = NavigationSpec.cancelDone(
    onCancel: { ($0.viewController as? TodoAddViewController)?.cancel() },
    onDone: { ($0.viewController as? TodoAddViewController)?.done() })
}
