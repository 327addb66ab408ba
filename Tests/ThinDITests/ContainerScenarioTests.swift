import Testing
import ThinDI

/// The container scenarios of the seed-004 demo.
@Suite struct ContainerScenarioTests {
  @Test func typeWithoutDependencies() throws {
    let container = try container { $0.register(Logger.self) { _ in Logger() } }
    let logger = try container.resolve(Logger.self)
    #expect(type(of: logger) == Logger.self)
  }

  @Test func typeWithDependencies() throws {
    let container = try container { builder in
      builder.register(DatabaseQueue.self) { _ in DatabaseQueue(path: "todo.sqlite") }
      builder.register(TodoStore.self) { r in TodoStore(queue: try r.resolve()) }
    }
    let store = try container.resolve(TodoStore.self)
    #expect(store.queue.path == "todo.sqlite")
  }

  @Test func typeWithParameterlessInit() throws {
    let container = try container { $0.register(Logger.self, factory: Logger.init) }
    let first = try container.resolve(Logger.self)
    let second = try container.resolve(Logger.self)
    #expect(first !== second, "transient is the default lifestyle")
  }

  @Test func singletonIdentity() throws {
    let container = try container { $0.register(Logger.self, .singleton, factory: Logger.init) }
    let first = try container.resolve(Logger.self)
    let second: Logger = try container.resolve()
    #expect(first === second)
  }

  @Test func namedRegistrationsAreDistinct() throws {
    let container = try container { builder in
      builder.register(DatabaseQueue.self, name: "main", .singleton) { DatabaseQueue(path: "main") }
      builder.register(DatabaseQueue.self, name: "cache", .singleton) {
        DatabaseQueue(path: "cache")
      }
    }
    #expect(try container.resolve(DatabaseQueue.self, name: "main").path == "main")
    #expect(try container.resolve(DatabaseQueue.self, name: "cache").path == "cache")
  }

  @Test func installersRegisterTheWholeGraph() throws {
    let container = try ContainerBuilder(installers: [StorageInstaller(), ListInstaller()]).build()
    let list = try container.resolve(TodoListPresenter.self)
    #expect(list.store === (try container.resolve(TodoStore.self)))
  }
}
