import ThinDI
import ThinScenes
import ThinTerminal

// The app of ThinDI's article "Getting started", built for real: the article's code blocks are
// this file's code (ArticleCodeTests checks each of them is here), and GettingStartedTests
// check its behaviour and output.

/// One thing to do.
struct TodoItem: Sendable {
  let title: String
}

final class DatabaseQueue: Sendable {
  let path: String
  init(path: String) { self.path = path }
}

final class TodoStore: Sendable {
  let queue: DatabaseQueue
  init(queue: DatabaseQueue) { self.queue = queue }
}

/// Puts the first items in an empty store.
struct SampleDataStep: StartupStep {
  let store: TodoStore
  func run() async throws {}
}

/// The list's logic, from the store, and its screen, which opens the detail of the item chosen.
final class TodoListPresenter {
  let store: TodoStore
  init(store: TodoStore) { self.store = store }
}

final class TodoListViewController: ViewController {
  let presenter: TodoListPresenter
  let openItem: Route<TodoItem>

  init(presenter: TodoListPresenter, openItem: Route<TodoItem>) {
    self.presenter = presenter
    self.openItem = openItem
    super.init(view: View(), title: "To do")
  }

  func didChoose(_ item: TodoItem) {
    show(openItem, item)
  }
}

/// One item.
final class TodoDetailViewController: ViewController {
  let item: TodoItem

  init(item: TodoItem) {
    self.item = item
    super.init(view: View(), title: item.title)
  }
}

final class TodoListScene: Scene {
  enum OpenItem: Destination {
    typealias Argument = TodoItem
  }

  let presenter: TodoListPresenter

  init(resolver: inout Resolver, argument: Void) throws {
    presenter = TodoListPresenter(store: try resolver.resolve())
  }

  func makeScreen(resolver: inout Resolver) throws -> TodoListViewController {
    TodoListViewController(presenter: presenter, openItem: try resolver.route(to: OpenItem.self))
  }
}

final class TodoDetailScene: Scene {
  let item: TodoItem

  init(resolver: inout Resolver, argument item: TodoItem) throws {
    self.item = item
  }

  func makeScreen(resolver: inout Resolver) -> TodoDetailViewController {
    TodoDetailViewController(item: item)
  }
}

/// Where the app opens.
enum TodoApp: Destination {}

struct StorageInstaller: Installer {
  func install(into builder: inout ContainerBuilder) {
    builder.register(DatabaseQueue.self, .singleton) { DatabaseQueue(path: "todo.sqlite") }
    builder.register(TodoStore.self, .singleton) { r in TodoStore(queue: try r.resolve()) }
    builder.addStartupStep("Sample data") { r in SampleDataStep(store: try r.resolve()) }
  }
}

struct TodoInstaller: Installer {
  func install(into builder: inout ContainerBuilder) {
    builder.registerRoute(TodoApp.self, to: TodoListScene.self)
    builder.registerRoute(
      TodoListScene.OpenItem.self, to: TodoDetailScene.self, sample: TodoItem(title: "Sample"))
  }
}

@MainActor
enum TodoAppMain {
  static let runner = AppRunner(
    programName: "todo",
    installers: [AppShellInstaller(), StorageInstaller(), TodoInstaller()],
    firstScreen: TodoApp.self)

  static func main() async {
    await runner.run()
  }
}

/// What `AppRunner` does with the container before it opens the first screen.
@MainActor
func launchTodo() async throws -> Container {
  let container = try ContainerBuilder(
    installers: [AppShellInstaller(), StorageInstaller(), TodoInstaller()]
  ).build()
  let report = try await container.runStartup()
  print(report)  // Sample data: 0.012 ms
  return container
}

/// The graph of the app's container in `format` (`dot` or `mermaid`), for a command-line flag:
/// nil for another format.
@MainActor
func todoGraph(format: String) throws -> String? {
  guard let format = GraphFormat(rawValue: format) else { return nil }
  let container = try ContainerBuilder(
    installers: [AppShellInstaller(), StorageInstaller(), TodoInstaller()]
  ).build()
  return container.dependencyGraph().rendered(as: format)
}
