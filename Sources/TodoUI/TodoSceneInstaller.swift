import Foundation
import ThinDI
import ThinKit
import ThinTerminal
import Todo

/// Builds Todo's screens and connects their objects: each view to its presenters, each
/// presenter to the store, the list to a provider of the detail (it never knows what that
/// is), the bar of each screen to the open-item count, and the navigation spec of the stacks.
///
/// The detail is the `ViewController` named ``detailName``, built from an item's id; the Add
/// sheet is the one named ``addSheetName``, a stack of its own with Cancel and Done; the spec
/// of the stack that shows the list is the `NavigationSpec` named ``navigationSpecName``.
public struct TodoSceneInstaller: Installer {
  public static let detailName = "todo.detail"
  public static let addSheetName = "todo.add"
  public static let navigationSpecName = "todo"

  public init() {}

  public func install(into builder: inout ContainerBuilder) {
    builder.register(TodoTheme.self, .singleton) { TodoTheme.standard }
    builder.register(TodoBarAppearance.self, .singleton) { TodoBarAppearance() }
    builder.register(NavigationSpec.self, name: Self.navigationSpecName, .singleton) { resolver in
      TodoNavigation.spec(
        addSheet: try resolver.provider(ViewController.self, name: Self.addSheetName))
    }
    builder.registerMainActor(NavigationItemBarStyler.self, .graph) { resolver in
      NavigationItemBarStyler(appearance: try resolver.resolve())
    }
    builder.registerMainActor(TodoBarPresenter.self, .graph) { resolver in
      TodoBarPresenter(
        store: try resolver.resolve(), cycle: try resolver.resolve(),
        view: try resolver.resolve(NavigationItemBarStyler.self))
    }
    installList(into: &builder)
    installDetail(into: &builder)
    installAddSheet(into: &builder)
  }

  private func installList(into builder: inout ContainerBuilder) {
    builder.registerMainActor(TodoListView.self, .graph) { resolver in
      TodoListView(theme: try resolver.resolve())
    }
    builder.registerMainActor(TodoListPresenter.self, .graph) { resolver in
      TodoListPresenter(
        store: try resolver.resolve(), cycle: try resolver.resolve(),
        view: try resolver.resolve(TodoListView.self))
    }
    builder.registerMainActor(TodoListViewController.self) { resolver in
      let view: TodoListView = try resolver.resolve()
      let presenter: TodoListPresenter = try resolver.resolve()
      view.dataSource = presenter
      view.delegate = presenter
      let controller = TodoListViewController(
        presenter: presenter, barPresenter: try resolver.resolve(),
        makeDetail: try resolver.provider(
          ViewController.self, name: Self.detailName, argument: TodoItem.ID.self))
      controller.title = "Todo List"
      controller.view = view
      presenter.onOpenItem = { [weak controller] id in controller?.showDetail(of: id) }
      try Self.connectBar(of: controller, resolver: &resolver)
      return controller
    }
  }

  private func installDetail(into builder: inout ContainerBuilder) {
    builder.registerMainActor(
      ViewController.self, name: Self.detailName, argument: TodoItem.ID.self, sample: UUID()
    ) { resolver, id in
      let view = TodoFormView(
        theme: try resolver.resolve(), showsDoneSwitch: true,
        hints:
          "Tab next field · +/- or YYYY-MM-DD sets the due day · Return or Esc saves and goes back"
      )
      let controller = TodoDetailViewController(
        presenter: TodoDetailPresenter(itemID: id, store: try resolver.resolve(), view: view),
        barPresenter: try resolver.resolve())
      controller.title = "Task"
      controller.view = view
      view.onSubmit = { [weak controller] in controller?.goBack() }
      controller.navigationItem.backAction = { [weak controller] in controller?.goBack() }
      try Self.connectBar(of: controller, resolver: &resolver)
      return controller
    }
  }

  private func installAddSheet(into builder: inout ContainerBuilder) {
    builder.registerMainActor(ViewController.self, name: Self.addSheetName) { resolver in
      let view = TodoFormView(
        theme: try resolver.resolve(), showsDoneSwitch: false,
        hints: "Return or Alt-D saves · Esc or Alt-C cancels · Tab, then +/- or YYYY-MM-DD: due day"
      )
      let controller = TodoAddViewController(
        presenter: TodoAddPresenter(store: try resolver.resolve(), view: view))
      controller.title = "New Task"
      controller.view = view
      controller.preferredContentSize = Size(width: 60, height: 8)
      view.onSubmit = { [weak controller] in controller?.done() }
      view.onEscape = { [weak controller] in controller?.cancel() }
      return NavigationController(
        rootViewController: controller, navigationSpec: TodoNavigation.addSheetSpec)
    }
  }

  /// Points the scene's bar styler at the controller's navigation item and keeps it alive
  /// with the controller (its presenter holds it weakly).
  @MainActor
  private static func connectBar(of controller: ViewController, resolver: inout Resolver) throws {
    let styler: NavigationItemBarStyler = try resolver.resolve()
    styler.navigationItem = controller.navigationItem
    controller.sceneObjects.append(styler)
  }
}
