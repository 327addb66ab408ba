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
              let list = try container.resolve(TodoListViewController.self)
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
            _ = try container.resolve(TodoListViewController.self)
          }
        }
      }
      try await group.waitForAll()
    }
  }

  @Test func singletonsNeedingEachOtherOnTwoThreadsFailInsteadOfDeadlocking() async throws {
    final class A: Sendable { init(_: B) {} }
    final class B: Sendable { init(_: A) {} }
    let aStarted = DispatchSemaphore(value: 0)
    let bStarted = DispatchSemaphore(value: 0)
    let firstA = Atomic(true)
    let firstB = Atomic(true)
    let container = try container { builder in
      builder.register(A.self, .singleton) { r in
        // The first time, wait until B's factory runs on the other thread, so that both
        // constructions are under way before either asks for the other.
        if firstA.exchange(false, ordering: .sequentiallyConsistent) {
          aStarted.signal()
          _ = bStarted.wait(timeout: .now() + 5)
        }
        return A(try r.resolve())
      }
      builder.register(B.self, .singleton) { r in
        if firstB.exchange(false, ordering: .sequentiallyConsistent) {
          bStarted.signal()
          _ = aStarted.wait(timeout: .now() + 5)
        }
        return B(try r.resolve())
      }
    }
    async let a = onNewThread { () -> String in
      do {
        _ = try container.resolve(A.self)
        return "resolved"
      } catch {
        return "\(error)"
      }
    }
    async let b = onNewThread { () -> String in
      do {
        _ = try container.resolve(B.self)
        return "resolved"
      } catch {
        return "\(error)"
      }
    }
    #expect(await a == "A → B → A: cycle")
    #expect(await b == "B → A → B: cycle")
  }

  @Test func noLockIsHeldWhileAFactoryRuns() async throws {
    // The slow singleton's factory blocks until another thread has resolved a second singleton
    // through the same container; with a lock held during factories this would never finish.
    let release = DispatchSemaphore(value: 0)
    let started = DispatchSemaphore(value: 0)
    let container = try container { builder in
      builder.register(DatabaseQueue.self, .singleton) {
        started.signal()
        _ = release.wait(timeout: .now() + 5)
        return DatabaseQueue()
      }
      builder.register(Logger.self, .singleton, factory: Logger.init)
    }
    async let slow = onNewThread { try? container.resolve(DatabaseQueue.self) }
    let other = await onNewThread { () -> Bool in
      started.wait()
      let logger = try? container.resolve(Logger.self)
      release.signal()
      return logger != nil
    }
    #expect(other)
    #expect(await slow != nil)
  }
}
