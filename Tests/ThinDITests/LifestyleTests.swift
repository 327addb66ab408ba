import Testing
import ThinDI

@Suite struct LifestyleTests {
  @Test func transientBuildsANewInstanceEachTime() throws {
    let built = Counter()
    let container = try container { builder in
      builder.register(Logger.self, .transient) {
        built.increment()
        return Logger()
      }
    }
    let first = try container.resolve(Logger.self)
    let second = try container.resolve(Logger.self)
    #expect(first !== second)
    #expect(built.value == 2)
  }

  @Test func singletonIsLazyAndBuiltOnce() throws {
    let built = Counter()
    let container = try container { builder in
      builder.register(Logger.self, .singleton) {
        built.increment()
        return Logger()
      }
    }
    #expect(built.value == 0, "a lazy singleton waits for its first resolve")
    let first = try container.resolve(Logger.self)
    let second = try container.resolve(Logger.self)
    #expect(first === second)
    #expect(built.value == 1)
  }

  // A resolve reads a singleton once known built without touching its entry's flag: the same
  // instance every time, at any registration index (past the first 64 as well), from a child too.
  @Test func singletonIsTheSameInstanceOnEveryResolveAtAnyIndex() throws {
    let built = Counter()
    let names = (0..<70).map { "logger \($0)" }
    let parent = try container { builder in
      for name in names {
        builder.register(Logger.self, name: name, .singleton) {
          built.increment()
          return Logger()
        }
      }
      builder.register(Int?.self, .singleton) { nil }
    }
    let child = try parent.makeChild { _ in }
    let identities = { (container: Container) in
      try names.map { ObjectIdentifier(try container.resolve(Logger.self, name: $0)) }
    }
    let firsts = try identities(parent)
    for _ in 0..<3 {
      #expect(try identities(parent) == firsts)
      #expect(try identities(child) == firsts)
      #expect(try parent.resolve(Int?.self) == nil && child.resolve(Int?.self) == nil)
    }
    #expect(Set(firsts).count == names.count)
    #expect(built.value == names.count)
  }

  @Test func eagerSingletonIsBuiltByBuild() throws {
    let built = Counter()
    let container = try container { builder in
      builder.register(Logger.self, .eagerSingleton) {
        built.increment()
        return Logger()
      }
    }
    #expect(built.value == 1)
    _ = try container.resolve(Logger.self)
    #expect(built.value == 1)
  }

  @Test func failingEagerSingletonFailsTheBuild() {
    var builder = ContainerBuilder()
    builder.register(Logger.self, .eagerSingleton) { () throws -> Logger in throw SampleError() }
    #expect {
      try builder.build()
    } throws: { error in
      "\(error)" == "eager singleton failed: Logger: factory threw disk full"
    }
  }

  @Test func weakInstanceIsSharedWhileHeldAndRebuiltAfter() throws {
    let container = try container { $0.register(Logger.self, .weak, factory: Logger.init) }
    var held: Logger? = try container.resolve(Logger.self)
    let again = try container.resolve(Logger.self)
    #expect(held === again)
    weak let released = held
    held = nil
    _ = consume again
    #expect(released == nil, "the container keeps no strong reference")
    let next = try container.resolve(Logger.self)
    #expect(next !== released)
  }

  @Test func weakLifestyleRejectsValues() throws {
    let container = try container { $0.register(TodoItem.self, .weak) { TodoItem(title: "a") } }
    #expect {
      try container.resolve(TodoItem.self)
    } throws: { error in
      "\(error)" == "TodoItem: weak lifestyle needs a class instance, the factory made a value"
    }
  }

  @Test func graphSharesOneInstancePerTopLevelResolve() throws {
    final class Screen: Sendable {
      let store: TodoStore
      let detailStore: TodoStore
      init(store: TodoStore, detailStore: TodoStore) {
        self.store = store
        self.detailStore = detailStore
      }
    }
    let container = try container { builder in
      builder.register(DatabaseQueue.self, factory: { DatabaseQueue() })
      builder.register(TodoStore.self, .graph) { r in TodoStore(queue: try r.resolve()) }
      builder.register(Screen.self) { r in
        Screen(store: try r.resolve(), detailStore: try r.resolve())
      }
    }
    let first = try container.resolve(Screen.self)
    let second = try container.resolve(Screen.self)
    #expect(first.store === first.detailStore, "shared within one resolve")
    #expect(first.store !== second.store, "new for the next resolve")
  }

  @Test func graphInstanceIsReleasedWhenTheResolveEnds() throws {
    let container = try container { builder in
      builder.register(Logger.self, .graph, factory: Logger.init)
    }
    weak let logger = try container.resolve(Logger.self)
    #expect(logger == nil, "nothing keeps a graph instance after its resolve")
  }

  @Test func scopedInstanceLivesInItsScope() throws {
    let container = try container { builder in
      builder.register(DatabaseQueue.self, .scoped) { DatabaseQueue() }
      builder.register(TodoStore.self) { r in TodoStore(queue: try r.resolve()) }
    }
    let session = container.makeScope(named: "session")
    let other = container.makeScope(named: "other")
    let queue = try session.resolve(DatabaseQueue.self)
    #expect(try session.resolve(TodoStore.self).queue === queue, "dependencies share the scope")
    #expect(try other.resolve(DatabaseQueue.self) !== queue)
  }

  @Test func scopedInstanceIsReleasedWhenTheScopeEnds() throws {
    let container = try container { $0.register(Logger.self, .scoped, factory: Logger.init) }
    let session = container.makeScope(named: "session")
    weak let logger = try session.resolve(Logger.self)
    #expect(logger != nil, "the scope holds it")
    session.end()
    #expect(logger == nil)
    #expect(session.hasEnded)
    #expect {
      try session.resolve(Logger.self)
    } throws: { error in
      "\(error)" == "Logger: scope \"session\" has ended"
    }
  }

  @Test func scopedOutsideAScopeIsAnError() throws {
    let container = try container { builder in
      builder.register(Logger.self, .scoped, factory: Logger.init)
      builder.register(Formatter.self) { r in
        _ = try r.resolve(Logger.self)
        return Formatter()
      }
    }
    #expect {
      try container.resolve(Formatter.self)
    } throws: { error in
      "\(error)" == "Formatter → Logger: scoped, resolve it from a Scope"
    }
  }
}
