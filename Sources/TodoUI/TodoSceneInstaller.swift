import ThinDI
import ThinScenes
import Todo

/// Registers Todo's screens: their theme and bar looks, the three scenes (of the Todo
/// feature, so a route to them runs Todo's launch steps first), the routes between them, and
/// the navigation spec of a stack that shows them.
public struct TodoSceneInstaller: Installer {
  public init() {}

  public func install(into builder: inout ContainerBuilder) {
    builder.register(TodoTheme.self, .singleton) { TodoTheme.standard }
    builder.register(TodoBarAppearance.self, .singleton) { TodoBarAppearance() }
    builder.registerScene(TodoListScene.self, feature: TodoFeature.self)
    builder.registerScene(TodoDetailScene.self, feature: TodoFeature.self)
    builder.registerScene(TodoAddScene.self, feature: TodoFeature.self)
    builder.registerRoute(TodoApp.self, to: TodoListScene.self)
    builder.registerRoute(TodoListScene.OpenItem.self, to: TodoDetailScene.self)
    builder.registerRoute(TodoNavigation.AddItem.self, to: TodoAddScene.self)
    builder.registerMainActor(TodoNavigation.self, .singleton) { resolver in
      TodoNavigation(addItem: try resolver.route(to: TodoNavigation.AddItem.self))
    }
  }
}
