import Testing
import ThinDI

@Suite struct ValidationTests {
  @Test func soundContainerHasAnEmptyReport() throws {
    let container = try container { builder in
      builder.install(StorageInstaller())
      builder.install(ListInstaller())
      builder.register(
        TodoDetailPresenter.self, argument: TodoItem.self, sample: TodoItem(title: "sample")
      ) { r, item in TodoDetailPresenter(item: item, store: try r.resolve()) }
    }
    let report = container.validate()
    #expect(report.isEmpty, "\(report)")
    #expect(report.description == "no problems")
  }

  @Test func everyKindOfProblemIsReportedAtOnceWithItsPath() throws {
    final class A: Sendable { init(_: B) {} }
    final class B: Sendable { init(_: A) {} }
    final class Session: Sendable { init() {} }
    final class AppModel: Sendable { init(_: Formatter, _: TodoStore) {} }
    final class Cache: Sendable { init(_: Session) {} }
    final class Presenter: Sendable { init(_: Cache) {} }
    let container = try container { builder in
      // Missing: DatabaseQueue is never registered.
      builder.register(TodoStore.self, .singleton) { r in TodoStore(queue: try r.resolve()) }
      builder.register(TodoListPresenter.self) { r in
        TodoListPresenter(store: try r.resolve())
      }
      // Cycle.
      builder.register(A.self) { r in A(try r.resolve()) }
      builder.register(B.self) { r in B(try r.resolve()) }
      // Captive: a singleton holding a transient, and a scoped instance through a transient.
      builder.register(Formatter.self, factory: Formatter.init)
      builder.register(Session.self, .scoped, factory: Session.init)
      builder.register(Cache.self) { r in Cache(try r.resolve()) }
      builder.register(Presenter.self, .singleton) { r in Presenter(try r.resolve()) }
      // No sample argument.
      builder.register(TodoDetailPresenter.self, argument: TodoItem.self) { r, item in
        TodoDetailPresenter(item: item, store: try r.resolve())
      }
    }
    let report = container.validate()
    #expect(
      report.problems.map(\.description) == [
        "TodoListPresenter → TodoStore → DatabaseQueue: not registered",
        "A → B → A: cycle",
        "TodoDetailPresenter(argument: TodoItem): no sample argument, so validation could not build it",
        "Presenter → Cache: captive dependency, a singleton holds a transient",
        "Presenter → Cache → Session: captive dependency, a singleton holds a scoped",
      ])
  }

  @Test func singletonHoldingShorterLifestylesIsCaptive() throws {
    final class Holder: Sendable { init(_: Logger, _: Formatter, _: DatabaseQueue) {} }
    let container = try container { builder in
      builder.register(Logger.self, .weak, factory: Logger.init)
      builder.register(Formatter.self, .graph, factory: Formatter.init)
      builder.register(DatabaseQueue.self, .singleton) { DatabaseQueue() }
      builder.register(Holder.self, .eagerSingleton) { r in
        Holder(try r.resolve(), try r.resolve(), try r.resolve())
      }
    }
    #expect(
      container.validate().problems.map(\.description) == [
        "Holder → Logger: captive dependency, an eager singleton holds a weak",
        "Holder → Formatter: captive dependency, an eager singleton holds a graph",
      ])
  }

  @Test func failingFactoryIsReportedOnce() throws {
    let container = try container { builder in
      builder.register(DatabaseQueue.self) { () throws -> DatabaseQueue in throw SampleError() }
      builder.register(TodoStore.self) { r in TodoStore(queue: try r.resolve()) }
      builder.install(ListInstaller())
    }
    #expect(
      container.validate().problems.map(\.description) == [
        "TodoListPresenter → TodoStore → DatabaseQueue: factory threw disk full"
      ])
  }

  @Test func validationLeavesTheLiveContainerUntouched() throws {
    let built = Counter()
    let container = try container { builder in
      builder.register(Logger.self, .singleton) {
        built.increment()
        return Logger()
      }
    }
    #expect(container.validate().isEmpty)
    #expect(built.value == 1, "the dry run builds the singleton once, in its own copy")
    _ = try container.resolve(Logger.self)
    #expect(built.value == 2, "the live container builds its own")
  }

  @Test func optionalDependencyThatIsMissingIsNotAProblem() throws {
    let container = try container { builder in
      builder.register(Formatter.self) { r in
        _ = try? r.resolve(Logger.self)
        return Formatter()
      }
    }
    #expect(container.validate().isEmpty)
  }

  @Test func thousandRegistrationsValidate() throws {
    var builder = ContainerBuilder()
    builder.register(DatabaseQueue.self, .singleton) { DatabaseQueue() }
    for index in 0..<999 {
      builder.register(TodoStore.self, name: "store \(index)") { r in
        TodoStore(queue: try r.resolve())
      }
    }
    let report = try builder.build().validate()
    #expect(report.isEmpty)
  }
}
