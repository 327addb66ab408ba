import Testing
import ThinDI
import ThinScenes
import ThinTerminal

/// ThinDI's "Getting started" app (GettingStartedApp.swift), run: its startup step, its list
/// opening a detail, its validation, a test override, and the report and graph the article
/// prints.
@MainActor
@Suite struct GettingStartedTests {
  private let container: Container

  init() throws {
    container = try ContainerBuilder(installers: [StorageInstaller(), TodoInstaller()]).build()
  }

  @Test func startupRunsTheSampleDataStep() async throws {
    let report = try await container.runStartup()
    #expect(report.steps.map(\.name) == ["Sample data"])
  }

  @Test func theListOpensTheDetailOfTheChosenItem() async throws {
    let container = try await launchTodo()
    let list = try container.route(to: TodoApp.self, showing: TodoListViewController.self)()
    let detail = try list.openItem(TodoItem(title: "Write some tests"))
    #expect((detail as? TodoDetailViewController)?.item.title == "Write some tests")
  }

  @MainActor
  @Test func containerIsSound() throws {
    let container = try ContainerBuilder(
      installers: [AppShellInstaller(), StorageInstaller(), TodoInstaller()]
    ).build()
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
    final class TodoListPresenter: Sendable { init(_: TodoStore) {} }
    var builder = ContainerBuilder()
    builder.register(TodoStore.self, .singleton) { r in TodoStore(queue: try r.resolve()) }
    builder.register(TodoListPresenter.self) { r in TodoListPresenter(try r.resolve()) }
    builder.register(A.self) { r in A(try r.resolve()) }
    builder.register(B.self) { r in B(try r.resolve()) }
    builder.register(Formatter.self, factory: Formatter.init)
    builder.register(SessionCache.self, .singleton) { r in SessionCache(try r.resolve()) }
    let broken = try builder.build()
    #expect(
      broken.validate().description == """
        TodoListPresenter → TodoStore → DatabaseQueue: not registered (fails 2 registrations)
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
          n3["TodoListScene<br/>transient, @MainActor"]
          n4["route TodoApp<br/>singleton"]
          n5["TodoDetailScene<br/>argument: TodoItem<br/>transient, @MainActor"]
          n6["route OpenItem<br/>singleton"]
          n1 --> n0
          n2 --> n1
          n3 --> n1
          n6 -.-> n5
          n3 --> n6
          n4 -.-> n3

        """)
  }

  @Test func theGraphFlagDrawsTheRunnersInstallersInEitherFormat() throws {
    #expect(try todoGraph(format: "dot")?.hasPrefix("digraph") == true)
    #expect(try todoGraph(format: "mermaid")?.contains("route TodoApp<br/>singleton") == true)
    #expect(try todoGraph(format: "svg") == nil)
  }
}
