import AuthUI
import CounterUI
import ThinDI
import ThinKit
import ThinTerminal
import TodoUI

/// Registers the launcher: the catalog of demo apps, each app's first screen under its
/// command's name, and the launcher screen wired to its view.
struct LauncherInstaller: Installer {
  /// Each app's command, title and the idea it shows; its first screen is registered as a
  /// `ViewController` named after the command.
  private static let apps: [(command: String, title: String, summary: String)] = [
    ("counter", "Counter", "presenter + interactor, an empty view controller"),
    ("auth", "Sign-in", "view model + delegate, async view operations, behaviors"),
    ("todo", "Todo", "screens built by the container, startup steps, navigation specs"),
  ]

  func install(into builder: inout ContainerBuilder) {
    builder.registerMainActor(ViewController.self, name: "counter") { resolver in
      let controller = try resolver.resolve(CounterViewController.self)
      controller.title = "Counter"
      return controller
    }
    builder.registerMainActor(ViewController.self, name: "auth") { resolver in
      try resolver.resolve(SignInViewController.self)
    }
    builder.registerMainActor(ViewController.self, name: "todo") { resolver in
      try resolver.resolve(TodoListViewController.self)
    }
    builder.registerMainActor(DemoCatalog.self, .singleton) { resolver in
      DemoCatalog(
        entries: try Self.apps.map { app in
          DemoEntry(
            command: app.command, title: app.title, summary: app.summary,
            rootViewController: try resolver.provider(ViewController.self, name: app.command))
        })
    }
    builder.registerMainActor(LauncherViewController.self) { resolver in
      let catalog: DemoCatalog = try resolver.resolve()
      let view = LauncherView()
      view.items = catalog.entries.map { .init(title: $0.title, summary: $0.summary) }
      let controller = LauncherViewController(entries: catalog.entries)
      controller.title = "ThinKit demos"
      view.delegate = controller
      controller.view = view
      return controller
    }
    builder.registerMainActor(
      DemoNavigationController.self, argument: DemoStart.self, sample: .launcher,
      factory: { resolver, start in
        let root: ViewController
        switch start {
        case .launcher:
          root = try resolver.resolve(LauncherViewController.self)
        case .app(let command):
          let catalog: DemoCatalog = try resolver.resolve()
          guard let entry = catalog.entry(for: command) else {
            throw UnknownDemoError(command: command)
          }
          root = try entry.rootViewController()
        }
        let todo = try resolver.resolve(
          NavigationSpec.self, name: TodoSceneInstaller.navigationSpecName)
        return DemoNavigationController(rootViewController: root, navigationSpec: todo)
      })
  }
}
