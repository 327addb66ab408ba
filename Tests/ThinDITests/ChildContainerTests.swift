import Testing
import ThinDI

@Suite struct ChildContainerTests {
  private func app() throws -> Container {
    try ContainerBuilder(installers: [StorageInstaller(), ListInstaller()]).build()
  }

  @Test func childResolvesItsParentsRegistrations() throws {
    let app = try app()
    let child = try app.makeChild { _ in }
    #expect(try child.resolve(TodoListPresenter.self).store.queue.path == ":memory:")
    #expect(child.registeredKeys == app.registeredKeys)
  }

  @Test func childAddsRegistrationsItsParentNeverSees() throws {
    let app = try app()
    let child = try app.makeChild { builder in
      builder.register(Logger.self, .singleton, factory: Logger.init)
    }
    #expect(try child.resolve(Logger.self) === (try child.resolve(Logger.self)))
    #expect(!app.isRegistered(Logger.self))
    #expect(child.isRegistered(Logger.self))
    #expect(throws: ResolutionError.self) { try app.resolve(Logger.self) }
  }

  @Test func childSharesItsParentsSingletons() throws {
    let app = try app()
    let child = try app.makeChild { _ in }
    let sibling = try app.makeChild { _ in }
    let fromChild = try child.resolve(TodoStore.self)
    #expect(
      try app.resolve(TodoStore.self) === fromChild, "built through the child, kept by the app")
    #expect(try sibling.resolve(TodoStore.self) === fromChild)
  }

  @Test func childReplacesARegistrationForItselfOnly() throws {
    let app = try app()
    let child = try app.makeChild { builder in
      builder.register(TodoListPresenter.self) { _ in
        TodoListPresenter(store: TodoStore(queue: DatabaseQueue(path: "child")))
      }
    }
    #expect(try child.resolve(TodoListPresenter.self).store.queue.path == "child")
    #expect(try app.resolve(TodoListPresenter.self).store.queue.path == ":memory:")
  }

  @Test func transientsOfTheParentUseTheChildsReplacements() throws {
    let app = try container { builder in
      builder.register(DatabaseQueue.self) { DatabaseQueue(path: "app") }
      builder.register(TodoStore.self) { r in TodoStore(queue: try r.resolve()) }
    }
    let child = try app.makeChild { builder in
      builder.register(DatabaseQueue.self) { DatabaseQueue(path: "child") }
    }
    #expect(try child.resolve(TodoStore.self).queue.path == "child")
    #expect(try app.resolve(TodoStore.self).queue.path == "app")
  }

  @Test func parentSingletonsAreBuiltFromTheParentsRegistrations() throws {
    // Whichever container asks first, the app's store is made of the app's queue: a child's
    // replacement never leaks into an instance that outlives it.
    let app = try container { builder in
      builder.register(DatabaseQueue.self, .singleton) { DatabaseQueue(path: "app") }
      builder.register(TodoStore.self, .singleton) { r in TodoStore(queue: try r.resolve()) }
    }
    let child = try app.makeChild { builder in
      builder.register(DatabaseQueue.self, .singleton) { DatabaseQueue(path: "child") }
    }
    #expect(try child.resolve(TodoStore.self).queue.path == "app")
    #expect(try child.resolve(DatabaseQueue.self).path == "child")
    #expect(try app.resolve(DatabaseQueue.self).path == "app")
  }

  @Test func registeringAKeyTwiceInTheChildIsStillAnError() throws {
    let app = try app()
    #expect {
      try app.makeChild { builder in
        builder.register(Logger.self, factory: Logger.init)
        builder.register(Logger.self, factory: Logger.init)
      }
    } throws: { error in
      "\(error)".hasPrefix("Logger: registered twice")
    }
  }

  @Test func childsEagerSingletonsAreBuiltByItsBuild() throws {
    let built = Counter()
    let app = try container { builder in
      builder.register(Logger.self, .eagerSingleton) {
        built.increment()
        return Logger()
      }
    }
    _ = try app.makeChild { builder in
      builder.register(Formatter.self, .eagerSingleton) {
        built.increment()
        return Formatter()
      }
    }
    #expect(built.value == 2, "the app's once, the child's once")
  }

  @Test func grandchildSeesEveryAncestor() throws {
    let app = try app()
    let session = try app.makeChild { builder in
      builder.register(Logger.self, .singleton, factory: Logger.init)
    }
    let screen = try session.makeChild { builder in
      builder.register(Formatter.self, factory: Formatter.init)
    }
    #expect(try screen.resolve(Logger.self) === (try session.resolve(Logger.self)))
    #expect(try screen.resolve(TodoStore.self) === (try app.resolve(TodoStore.self)))
    #expect(screen.validate().isEmpty)
  }

  @Test func childValidationCoversParentAndChild() throws {
    let app = try container { builder in
      builder.register(TodoStore.self, .singleton) { r in TodoStore(queue: try r.resolve()) }
    }
    let child = try app.makeChild { builder in
      builder.register(DatabaseQueue.self) { DatabaseQueue() }
      builder.register(TodoListPresenter.self, .singleton) { r in
        TodoListPresenter(store: try r.resolve())
      }
      builder.register(Formatter.self) { r in
        _ = try r.resolve(Logger.self)
        return Formatter()
      }
    }
    #expect(
      child.validate().problems.map(\.description) == [
        // The app's singleton is built in the app, which has no queue: the child's does not help.
        "TodoListPresenter → TodoStore → DatabaseQueue: not registered",
        "Formatter → Logger: not registered",
      ])
  }

  @Test func childValidationChecksWhatTheChildReplaced() throws {
    let app = try container { builder in
      builder.register(Formatter.self, factory: Formatter.init)
      builder.register(Logger.self, .singleton) { r in
        _ = try r.resolve(Formatter.self)
        return Logger()
      }
    }
    let child = try app.makeChild { builder in
      builder.register(Formatter.self, .singleton, factory: Formatter.init)
    }
    // The app's Logger still holds the app's transient Formatter, replaced in the child only.
    #expect(
      child.validate().problems.map(\.description) == [
        "Logger → Formatter: captive dependency, a singleton holds a transient"
      ])
  }

  @Test func childKeepsItsParentAlive() throws {
    var app: Container? = try app()
    weak let weakApp = app
    let child = try app!.makeChild { _ in }
    app = nil
    #expect(weakApp != nil)
    #expect(try child.resolve(TodoStore.self).queue.path == ":memory:")
  }

  @Test func scopeOfAChildHoldsScopedInstancesOfBoth() throws {
    let app = try container { builder in
      builder.register(Logger.self, .scoped, factory: Logger.init)
    }
    let child = try app.makeChild { builder in
      builder.register(Formatter.self, .scoped, factory: Formatter.init)
    }
    let session = child.makeScope(named: "session")
    #expect(try session.resolve(Logger.self) === (try session.resolve(Logger.self)))
    #expect(try session.resolve(Formatter.self) === (try session.resolve(Formatter.self)))
  }
}
