import Testing
import ThinDI

@Suite struct ResolutionErrorTests {
  /// The message of the error `resolve` throws, or nil when it does not throw.
  private func message<T>(_ resolve: () throws -> T) -> String? {
    do {
      _ = try resolve()
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test func missingDependencyNamesTheWholePath() throws {
    let container = try container { builder in
      builder.register(TodoStore.self, .singleton) { r in TodoStore(queue: try r.resolve()) }
      builder.register(TodoListPresenter.self) { r in
        TodoListPresenter(store: try r.resolve())
      }
    }
    #expect(
      message { try container.resolve(TodoListPresenter.self) }
        == "TodoListPresenter → TodoStore → DatabaseQueue: not registered")
  }

  @Test func missingTypeSuggestsOtherNames() throws {
    let container = try container { builder in
      builder.register(DatabaseQueue.self, name: "main") { DatabaseQueue() }
      builder.register(DatabaseQueue.self, name: "cache") { DatabaseQueue() }
    }
    #expect(
      message { try container.resolve(DatabaseQueue.self) }
        == #"DatabaseQueue: not registered (registered: DatabaseQueue "cache", DatabaseQueue "main")"#
    )
  }

  @Test func transientCycleIsCutAtTheFirstRepeat() throws {
    final class A: Sendable { init(_: B) {} }
    final class B: Sendable { init(_: A) {} }
    let container = try container { builder in
      builder.register(A.self) { r in A(try r.resolve()) }
      builder.register(B.self) { r in B(try r.resolve()) }
      builder.register(Logger.self) { r in
        _ = try r.resolve(A.self)
        return Logger()
      }
    }
    #expect(message { try container.resolve(Logger.self) } == "Logger → A → B → A: cycle")
  }

  @Test func singletonCycleIsCaughtWithoutDeadlock() throws {
    final class A: Sendable { init(_: B) {} }
    final class B: Sendable { init(_: A) {} }
    let container = try container { builder in
      builder.register(A.self, .singleton) { r in A(try r.resolve()) }
      builder.register(B.self, .singleton) { r in B(try r.resolve()) }
    }
    #expect(message { try container.resolve(B.self) } == "B → A → B: cycle")
    #expect(message { try container.resolve(B.self) } == "B → A → B: cycle", "and again")
  }

  @Test func throwingFactoryIsWrappedWithItsPath() throws {
    let container = try container { builder in
      builder.register(DatabaseQueue.self) { () throws -> DatabaseQueue in throw SampleError() }
      builder.register(TodoStore.self) { r in TodoStore(queue: try r.resolve()) }
    }
    do {
      _ = try container.resolve(TodoStore.self)
      Issue.record("expected an error")
    } catch {
      #expect(error.description == "TodoStore → DatabaseQueue: factory threw disk full")
      #expect(error.path.map(\.description) == ["TodoStore", "DatabaseQueue"])
      guard case .factoryFailed(let underlying) = error.reason else {
        Issue.record("wrong reason \(error.reason)")
        return
      }
      #expect(underlying is SampleError)
    }
  }

  @Test func failedSingletonIsRetriedOnTheNextResolve() throws {
    let attempts = Counter()
    let container = try container { builder in
      builder.register(Logger.self, .singleton) { () throws -> Logger in
        attempts.increment()
        if attempts.value == 1 { throw SampleError() }
        return Logger()
      }
    }
    #expect(message { try container.resolve(Logger.self) } == "Logger: factory threw disk full")
    #expect(message { try container.resolve(Logger.self) } == nil)
    #expect(attempts.value == 2)
  }

  @Test func requireTrapsWithTheSameMessage() async {
    let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
      let container = try ContainerBuilder(installers: [ListInstaller()]).build()
      _ = container.require(TodoListPresenter.self)
    }
    let stderr = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
    #expect(stderr.contains("TodoListPresenter → TodoStore: not registered"))
  }
}
