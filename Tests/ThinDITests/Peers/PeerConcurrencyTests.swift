import Foundation
import Testing
import ThinDI

// The thread-safety cases of Swinject's (SynchronizedTests), Dip's (ThreadSafetyTests) and
// Factory's (FactoryMultithreadingTests) suites, in a file of their own so that CI runs them
// under ThreadSanitizer with the container's other concurrency tests (`.ci/tsan.sh`).

@Suite struct SwinjectSynchronizedTests {
  @Test func circularGraphsResolvedOnManyThreadsEachLinkTheirOwn() async throws {
    let container = try container { builder in
      builder.register(SharedServer.self, .graph) { _ in
        SharedServer()
      } finish: { r, server in
        server.client = try r.resolve()
      }
      builder.register(SharedClient.self, .graph) { r in SharedClient(server: try r.resolve()) }
    }
    try await withThrowingTaskGroup(of: Bool.self) { group in
      for _ in 0..<100 {
        group.addTask {
          let server = try container.resolve(SharedServer.self)
          return server.client?.server === server
        }
      }
      for try await linked in group { #expect(linked) }
    }
  }

  @Test(arguments: [Lifestyle.transient, .graph, .singleton])
  func parentAndChildResolveOnManyThreadsWithoutDeadlock(lifestyle: Lifestyle) async throws {
    let parent = try container { $0.register(Logger.self, lifestyle, factory: Logger.init) }
    let child = try parent.makeChild { _ in }
    await withTaskGroup(of: Void.self) { group in
      for index in 0..<200 {
        group.addTask {
          #expect((try? (index.isMultiple(of: 2) ? parent : child).resolve(Logger.self)) != nil)
        }
      }
    }
  }

  @Test func factoryResolvingFromItsContainerDoesNotDeadlock() async throws {
    // The factory captures the container and resolves from it: a resolve inside a resolve, on
    // another thread than the test's.
    let holder = ContainerHolder()
    let container = try container { builder in
      builder.register(Logger.self, factory: Logger.init)
      builder.register(Formatter.self) { _ in
        _ = try holder.container?.resolve(Logger.self)
        return Formatter()
      }
    }
    holder.container = container
    let formatter = await onNewThread { try? container.resolve(Formatter.self) }
    #expect(formatter != nil)
  }

  // Swinject: testSynchronizedResolverUsesDistinctGraphIdentifier. Each thread's resolve is a
  // graph of its own: its two paths to the `.graph` queue meet, and no two threads share one.
  @Test func resolvesOnManyThreadsAreDistinctGraphs() async throws {
    let container = try container { builder in
      builder.register(DatabaseQueue.self, .graph) { DatabaseQueue() }
      builder.register(TodoStore.self) { r in TodoStore(queue: try r.resolve()) }
      builder.register((TodoStore, DatabaseQueue).self) { r in (try r.resolve(), try r.resolve()) }
    }
    let queues = await withTaskGroup(of: DatabaseQueue?.self) { group in
      for _ in 0..<100 {
        group.addTask {
          guard let (store, queue) = try? container.resolve((TodoStore, DatabaseQueue).self),
            store.queue === queue
          else { return nil }
          return queue
        }
      }
      return await group.reduce(into: [DatabaseQueue?]()) { $0.append($1) }
    }
    #expect(queues.allSatisfy { $0 != nil }, "every graph was whole")
    #expect(Set(queues.compactMap { $0.map(ObjectIdentifier.init) }).count == 100)
  }

  // Swinject: testSynchronizedResolverSynchronizesProviderTypes and
  // testSynchronizedResolverSafelyDereferencesLazyTypes. One provider called on many threads:
  // each call is a graph of its own, and a provider of a singleton always gives the one.
  @Test func providerCalledOnManyThreadsBuildsAGraphPerCall() async throws {
    let container = try container { builder in
      builder.register(DatabaseQueue.self, .graph) { DatabaseQueue() }
      builder.register(TodoStore.self) { r in TodoStore(queue: try r.resolve()) }
      builder.register(Logger.self, .singleton, factory: Logger.init)
      builder.register(Provider<TodoStore>.self) { r in try r.provider() }
      builder.register(Provider<Logger>.self) { r in try r.provider() }
    }
    let stores = try container.resolve(Provider<TodoStore>.self)
    let logger = try container.resolve(Logger.self)
    let results = await withTaskGroup(of: (DatabaseQueue?, Bool).self) { group in
      for _ in 0..<100 {
        group.addTask {
          let loggers = try? container.resolve(Provider<Logger>.self)
          return ((try? stores())?.queue, (try? loggers?()) === logger)
        }
      }
      return await group.reduce(into: [(DatabaseQueue?, Bool)]()) { $0.append($1) }
    }
    #expect(Set(results.compactMap { $0.0.map(ObjectIdentifier.init) }).count == 100)
    #expect(results.allSatisfy { $0.1 }, "every provider of the singleton gave the one")
  }
}

@Suite struct DipThreadSafetyTests {
  @Test func singletonIsBuiltOnceAcrossThreads() async throws {
    let container = try container { $0.register(SharedServer.self, .singleton) { SharedServer() } }
    let servers = await withTaskGroup(of: ObjectIdentifier?.self) { group in
      for _ in 0..<100 {
        group.addTask { (try? container.resolve(SharedServer.self)).map(ObjectIdentifier.init) }
      }
      return await group.reduce(into: Set<ObjectIdentifier?>()) { $0.insert($1) }
    }
    #expect(servers.count == 1)
    #expect(!servers.contains(nil))
  }

  @Test func uniqueInstancesAcrossThreadsAreAllDifferent() async throws {
    let container = try container { $0.register(SharedServer.self) { SharedServer() } }
    let servers = await withTaskGroup(of: SharedServer?.self) { group in
      for _ in 0..<100 { group.addTask { try? container.resolve(SharedServer.self) } }
      return await group.reduce(into: [SharedServer]()) { if let server = $1 { $0.append(server) } }
    }
    #expect(Set(servers.map(ObjectIdentifier.init)).count == 100)
  }

  @Test func circularReferencesAcrossThreadsStayWithinTheirGraph() async throws {
    let container = try container { builder in
      builder.register(SharedClient.self, .graph) { r in SharedClient(server: try r.resolve()) }
      builder.register(SharedServer.self, .graph) { _ in
        SharedServer()
      } finish: { r, server in
        server.client = try r.resolve()
      }
    }
    let clients = await withTaskGroup(of: SharedClient?.self) { group in
      for _ in 0..<100 { group.addTask { try? container.resolve(SharedClient.self) } }
      return await group.reduce(into: [SharedClient]()) { if let client = $1 { $0.append(client) } }
    }
    #expect(clients.count == 100)
    #expect(Set(clients.map(ObjectIdentifier.init)).count == 100, "no graph reused another's")
    #expect(clients.allSatisfy { $0.server.client === $0 })
  }
}

@Suite struct FactoryMultithreadingBehaviourTests {
  @Test func resolvesOfADeepGraphOnManyThreadsNeitherLockNorCrash() async throws {
    final class E: Sendable {}
    final class D: Sendable { init(_: E) {} }
    final class C: Sendable { init(_: D) {} }
    final class B: Sendable { init(_: C) {} }
    final class A: Sendable { init(_: B) {} }
    let container = try container { builder in
      builder.register(E.self, .weak, factory: E.init)
      builder.register(D.self, .singleton) { r in D(try r.resolve()) }
      builder.register(C.self) { r in C(try r.resolve()) }
      builder.register(B.self, .graph) { r in B(try r.resolve()) }
      builder.register(A.self) { r in A(try r.resolve()) }
    }
    let resolved = await withTaskGroup(of: Int.self) { group in
      for index in 0..<8 {
        group.addTask {
          var count = 0
          for _ in 0..<2_000 {
            switch index % 3 {
            case 0: if (try? container.resolve(A.self)) != nil { count += 1 }
            case 1: if (try? container.resolve(B.self)) != nil { count += 1 }
            default: if (try? container.resolve(D.self)) != nil { count += 1 }
            }
          }
          return count
        }
      }
      return await group.reduce(0, +)
    }
    #expect(resolved == 16_000)
  }
}
