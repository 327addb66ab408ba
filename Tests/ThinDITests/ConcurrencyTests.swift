import Foundation
import Synchronization
import Testing
import ThinDI

@Suite struct ConcurrencyTests {
  @Test func manyTasksResolvingAtOnceBuildEachSingletonExactlyOnce() async throws {
    let queues = Counter()
    let stores = Counter()
    for _ in 0..<50 {
      // A new container each round, so that every round races for the first construction.
      let container = try container { builder in
        builder.register(DatabaseQueue.self, .singleton) {
          queues.increment()
          return DatabaseQueue()
        }
        builder.register(TodoStore.self, .singleton) { r in
          stores.increment()
          return TodoStore(queue: try r.resolve())
        }
        builder.install(ListInstaller())
      }
      let seen = try await withThrowingTaskGroup(of: Set<ObjectIdentifier>.self) { group in
        for _ in 0..<8 {
          group.addTask {
            var seen: Set<ObjectIdentifier> = []
            for _ in 0..<200 {
              let list = try container.resolve(TodoListPresenter.self)
              seen.insert(ObjectIdentifier(list.store))
            }
            return seen
          }
        }
        return try await group.reduce(into: Set<ObjectIdentifier>()) { $0.formUnion($1) }
      }
      #expect(seen.count == 1, "every task saw the same store")
    }
    #expect(queues.value == 50)
    #expect(stores.value == 50)
  }

  @Test func concurrentResolvesOfEveryLifestyleStayConsistent() async throws {
    let container = try container { builder in
      builder.register(DatabaseQueue.self, .singleton) { DatabaseQueue() }
      builder.register(Logger.self, .weak, factory: Logger.init)
      builder.register(Formatter.self, .scoped, factory: Formatter.init)
      builder.register(TodoStore.self, .graph) { r in TodoStore(queue: try r.resolve()) }
      builder.install(ListInstaller())
    }
    let scope = container.makeScope(named: "session")
    let formatter = try scope.resolve(Formatter.self)
    let heldLogger = try container.resolve(Logger.self)
    try await withThrowingTaskGroup(of: Void.self) { group in
      for _ in 0..<8 {
        group.addTask {
          for _ in 0..<2_000 {
            #expect(try scope.resolve(Formatter.self) === formatter)
            #expect(try container.resolve(Logger.self) === heldLogger)
            _ = try container.resolve(TodoListPresenter.self)
          }
        }
      }
      try await group.waitForAll()
    }
  }

  @Test func singletonsNeedingEachOtherOnTwoThreadsEachNameTheCycle() async throws {
    // One lock builds shared instances: the thread that asks second, while the first builds,
    // waits for it, then finds the cycle on its own path. Neither deadlocks.
    final class A: Sendable { init(_: B) {} }
    final class B: Sendable { init(_: A) {} }
    let aStarted = DispatchSemaphore(value: 0)
    let firstA = Atomic(true)
    let container = try container { builder in
      builder.register(A.self, .singleton) { r in
        if firstA.exchange(false, ordering: .sequentiallyConsistent) { aStarted.signal() }
        return A(try r.resolve())
      }
      builder.register(B.self, .singleton) { r in B(try r.resolve()) }
    }
    async let a = onNewThread { () -> String in
      do {
        _ = try container.resolve(A.self)
        return "resolved"
      } catch {
        return "\(error)"
      }
    }
    let b = await onNewThread { () -> String in
      aStarted.wait()
      do {
        _ = try container.resolve(B.self)
        return "resolved"
      } catch {
        return "\(error)"
      }
    }
    #expect(await a == "A → B → A: cycle")
    #expect(b == "B → A → B: cycle")
  }

  @Test func builtInstancesAndTransientsResolveWhileAnotherThreadBuilds() async throws {
    // The slow singleton's factory holds the construction lock until another thread has
    // resolved a singleton built before and a transient through the same container: neither
    // takes the lock, so this finishes. (Had that thread needed a singleton not built yet, it
    // would wait for the lock, and the factory for it: a deadlock, see <doc:Concurrency>.)
    let release = DispatchSemaphore(value: 0)
    let started = DispatchSemaphore(value: 0)
    let container = try container { builder in
      builder.register(DatabaseQueue.self, .singleton) {
        started.signal()
        _ = release.wait(timeout: .now() + 10)
        return DatabaseQueue()
      }
      builder.register(Logger.self, .singleton, factory: Logger.init)
      builder.register(Formatter.self, factory: Formatter.init)
    }
    let logger = try container.resolve(Logger.self)
    async let slow = onNewThread { try? container.resolve(DatabaseQueue.self) }
    let other = await onNewThread { () -> Bool in
      started.wait()
      defer { release.signal() }
      return (try? container.resolve(Logger.self)) === logger
        && (try? container.resolve(Formatter.self)) != nil
    }
    #expect(other)
    #expect(await slow != nil)
  }
}
