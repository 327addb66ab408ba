import Foundation
import ThinDI
import ThinScenes
import Todo

/// Registers Todo's screens: their theme and bar looks, the three scenes with the routes into
/// them (the scenes are of the Todo feature, so a route to them runs Todo's launch steps
/// first), and the navigation spec of a stack that shows them.
public struct TodoSceneInstaller: Installer {
  public init() {}

  public func install(into builder: inout ContainerBuilder) {
    builder.register(TodoTheme.self, .singleton) { TodoTheme.standard }
    builder.register(TodoBarAppearance.self, .singleton) { TodoBarAppearance() }
    builder.registerRoute(TodoApp.self, to: TodoListScene.self)
    builder.registerRoute(
      TodoListScene.OpenItem.self, to: TodoDetailScene.self,
      sample: TodoDetailItem(id: UUID(), read: .success(nil)))
    builder.registerRoute(TodoNavigation.AddItem.self, to: TodoAddScene.self)
    builder.registerMainActor(TodoNavigation.self, .singleton) { resolver in
      TodoNavigation(addItem: try resolver.route(to: TodoNavigation.AddItem.self))
    }
  }
}
