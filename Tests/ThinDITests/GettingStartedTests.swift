import Testing
import ThinDI

// The app of the DocC article "Getting started", built for real: the article's code blocks are
// this file's code (DocumentationTests checks each of them is here), and these tests check its
// behaviour and output.

/// The article's types, in a namespace of their own.
private enum Article {
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

  @MainActor
  final class TodoDetailViewController {
    let item: TodoItem
    init(item: TodoItem, store: TodoStore) { self.item = item }
  }

  @MainActor
  final class TodoListViewController {
    let makeDetail: ArgumentProvider<TodoItem, TodoDetailViewController>
    init(store: TodoStore, makeDetail: ArgumentProvider<TodoItem, TodoDetailViewController>) {
      self.makeDetail = makeDetail
    }
  }

  struct SampleDataStep: StartupStep {
    let store: TodoStore
    func run() async throws {}
  }

  struct StorageInstaller: Installer {
    func install(into builder: inout ContainerBuilder) {
      builder.register(DatabaseQueue.self, .singleton) { DatabaseQueue(path: "todo.sqlite") }
      builder.register(TodoStore.self, .singleton) { r in TodoStore(queue: try r.resolve()) }
      builder.addStartupStep("Sample data") { r in SampleDataStep(store: try r.resolve()) }
    }
  }

  struct TodoInstaller: Installer {
    func install(into builder: inout ContainerBuilder) {
      builder.registerMainActor(
        TodoDetailViewController.self, argument: TodoItem.self, sample: TodoItem(title: "Sample")
      ) { r, item in
        TodoDetailViewController(item: item, store: try r.resolve())
      }
      builder.registerMainActor(TodoListViewController.self) { r in
        TodoListViewController(
          store: try r.resolve(),
          makeDetail: try r.provider(TodoDetailViewController.self, argument: TodoItem.self))
      }
    }
  }
}

/// The article's entry point: builds the container, runs the startup steps, and hands the
/// container to whoever keeps it for the life of the app.
@MainActor
private func launch() async throws -> Container {
  typealias StorageInstaller = Article.StorageInstaller
  typealias TodoInstaller = Article.TodoInstaller
  let container = try ContainerBuilder(installers: [StorageInstaller(), TodoInstaller()]).build()
  let report = try await container.runStartup()
  print(report)  // Sample data: 0.012 ms
  return container
}

@MainActor
@Suite struct GettingStartedTests {
  private typealias DatabaseQueue = Article.DatabaseQueue
  private typealias TodoStore = Article.TodoStore
  private typealias TodoItem = Article.TodoItem
  private typealias TodoListViewController = Article.TodoListViewController
  private typealias StorageInstaller = Article.StorageInstaller
  private typealias TodoInstaller = Article.TodoInstaller
  private let container: Container

  init() throws {
    container = try ContainerBuilder(installers: [
      Article.StorageInstaller(), Article.TodoInstaller(),
    ]).build()
  }

  @Test func startupRunsTheSampleDataStep() async throws {
    let report = try await container.runStartup()
    #expect(report.steps.map(\.name) == ["Sample data"])
  }

  @Test func listOpensTheDetailOfTheChosenItem() async throws {
    let container = try await launch()
    let list = try container.resolve(TodoListViewController.self)
    #expect(
      try list.makeDetail(TodoItem(title: "Write some tests")).item.title == "Write some tests")
  }

  @MainActor
  @Test func containerIsSound() throws {
    let container = try ContainerBuilder(installers: [StorageInstaller(), TodoInstaller()]).build()
    let report = container.validate()
    #expect(report.isEmpty, "\(report)")
  }

  @Test func testOverrideSwapsTheQueue() throws {
    let test = try container.overriding { builder in
      builder.register(DatabaseQueue.self, .singleton) { DatabaseQueue(path: ":memory:") }
    }
    #expect(try test.resolve(TodoStore.self).queue.path == ":memory:")
  }

  @Test func reportAsInTheArticle() throws {
    final class A: Sendable { init(_: B) {} }
    final class B: Sendable { init(_: A) {} }
    final class Formatter: Sendable {}
    final class SessionCache: Sendable { init(_: Formatter) {} }
    final class TodoListViewController: Sendable { init(_: TodoStore) {} }
    var builder = ContainerBuilder()
    builder.register(TodoStore.self, .singleton) { r in TodoStore(queue: try r.resolve()) }
    builder.register(TodoListViewController.self) { r in TodoListViewController(try r.resolve()) }
    builder.register(A.self) { r in A(try r.resolve()) }
    builder.register(B.self) { r in B(try r.resolve()) }
    builder.register(Formatter.self, factory: Formatter.init)
    builder.register(SessionCache.self, .singleton) { r in SessionCache(try r.resolve()) }
    let broken = try builder.build()
    #expect(
      broken.validate().description == """
        TodoListViewController → TodoStore → DatabaseQueue: not registered (fails 2 registrations)
        A → B → A: cycle (fails 2 registrations)
        SessionCache → Formatter: captive dependency, a singleton holds a transient
        """)
  }

  @Test func graphAsInTheArticle() {
    let mermaid = container.dependencyGraph().rendered(as: .mermaid)
    #expect(
      mermaid == """
        flowchart LR
          n0["DatabaseQueue<br/>singleton"]
          n1["TodoStore<br/>singleton"]
          n2["StartupStep<br/>#quot;Sample data#quot;<br/>transient"]
          n3["TodoDetailViewController<br/>argument: TodoItem<br/>transient, @MainActor"]
          n4["TodoListViewController<br/>transient, @MainActor"]
          n1 --> n0
          n2 --> n1
          n3 --> n1
          n4 --> n1
          n4 -.-> n3

        """)
  }
}
