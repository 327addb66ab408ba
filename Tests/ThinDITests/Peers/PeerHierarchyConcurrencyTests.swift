import Foundation
import Testing
import ThinDI

// What the peers' thread-safety cases (Swinject's SynchronizedTests with parent and child, Dip's
// ThreadSafetyTests, Factory's FactoryMultithreadingTests and its LazyInjected locking tests)
// become once every lifestyle and child containers join in: many threads released at once,
// identities checked afterwards, and a bounded wait so that a deadlock fails instead of hanging.

@Suite struct PeerHierarchyConcurrencyTests {
  @Test func parentSingletonAskedFirstThroughManyChildrenAtOnceIsOne() async throws {
    let built = Counter()
    let parent = try container { builder in
      builder.register(SharedServer.self, .singleton) {
        built.increment()
        return SharedServer()
      }
    }
    let children = try (0..<4).map { _ in try parent.makeChild { _ in } }
    let servers = try #require(
      await onManyThreads(32) { index in
        try? (index < 4 ? parent : children[index % 4]).resolve(SharedServer.self)
      })
    #expect(Set(servers.map { $0.map(ObjectIdentifier.init) }).count == 1)
    #expect(servers.allSatisfy { $0 != nil })
    #expect(built.value == 1)
  }

  @Test func weakInstanceHeldByEveryThreadIsOne() async throws {
    let container = try container { $0.register(SharedServer.self, .weak) { SharedServer() } }
    let servers = try #require(
      await onManyThreads(32) { _ in try? container.resolve(SharedServer.self) })
    #expect(servers.allSatisfy { $0 != nil })
    #expect(Set(servers.map { $0.map(ObjectIdentifier.init) }).count == 1)
  }

  @Test func scopedInstanceIsOnePerScopeAcrossThreads() async throws {
    let container = try container { $0.register(SharedServer.self, .scoped) { SharedServer() } }
    let scopes = (0..<4).map { container.makeScope(named: "scope \($0)") }
    let servers = try #require(
      await onManyThreads(32) { index in
        (index % 4, try? scopes[index % 4].resolve(SharedServer.self))
      })
    #expect(servers.allSatisfy { $0.1 != nil })
    for scope in 0..<4 {
      let ids = Set(servers.filter { $0.0 == scope }.map { $0.1.map(ObjectIdentifier.init) })
      #expect(ids.count == 1, "scope \(scope)")
    }
    #expect(Set(servers.map { $0.1.map(ObjectIdentifier.init) }).count == 4)
  }

  @Test func scopeEndingWhileThreadsResolveFromItNeverCrashesNorKeepsAnything() async throws {
    let container = try container { $0.register(SharedServer.self, .scoped) { SharedServer() } }
    let scope = container.makeScope(named: "ending")
    let outcomes = try #require(
      await onManyThreads(32) { index -> String in
        if index == 16 {
          scope.end()
          return "ended"
        }
        do {
          _ = try scope.resolve(SharedServer.self)
          return "resolved"
        } catch {
          return "\(error)"
        }
      })
    #expect(
      outcomes.allSatisfy {
        ["resolved", "ended", #"SharedServer: scope "ending" has ended"#].contains($0)
      },
      "\(outcomes)")
    #expect(throws: ResolutionError.self) { try scope.resolve(SharedServer.self) }
  }

  @Test(arguments: [Lifestyle.singleton, .weak])
  func sharedServerFinishedWithItsClientIsOneLinkedPairAcrossThreads(lifestyle: Lifestyle)
    async throws
  {
    let parent = try container { builder in
      builder.register(SharedServer.self, lifestyle) { _ in
        SharedServer()
      } finish: { r, server in
        server.client = try r.resolve()
      }
      builder.register(SharedClient.self, lifestyle) { r in SharedClient(server: try r.resolve()) }
    }
    let child = try parent.makeChild { _ in }
    let pairs = try #require(
      await onManyThreads(32) { index -> (SharedServer, SharedClient)? in
        let resolving = index.isMultiple(of: 2) ? parent : child
        guard index.isMultiple(of: 3) else {
          guard let server = try? resolving.resolve(SharedServer.self), let client = server.client
          else { return nil }
          return (server, client)
        }
        guard let client = try? resolving.resolve(SharedClient.self) else { return nil }
        return (client.server, client)
      })
    let servers = Set(pairs.map { $0.map { ObjectIdentifier($0.0) } })
    let clients = Set(pairs.map { $0.map { ObjectIdentifier($0.1) } })
    #expect(pairs.allSatisfy { $0 != nil })
    #expect(servers.count == 1 && clients.count == 1)
    #expect(pairs.allSatisfy { $0?.0.client === $0?.1 && $0?.1.server === $0?.0 })
  }

  @Test func childrenMadeWhileOtherThreadsResolveShareTheParentsSingletons() async throws {
    let parent = try container { $0.register(SharedServer.self, .singleton) { SharedServer() } }
    let servers = try #require(
      await onManyThreads(32) { index in
        let child = try? parent.makeChild { builder in
          builder.register(Logger.self, name: "child \(index)", factory: Logger.init)
        }
        return try? child?.resolve(SharedServer.self)
      })
    #expect(servers.allSatisfy { $0 != nil })
    #expect(Set(servers.map { $0.map(ObjectIdentifier.init) }).count == 1)
  }
}

/// What `body` returns on each of `count` threads, started together so that they race; nil when
/// they are not all done within a few seconds, so that a deadlock fails the test instead of
/// hanging it (the blocked threads are left behind).
func onManyThreads<T: Sendable>(_ count: Int, _ body: @escaping @Sendable (Int) -> T) async -> [T]?
{
  await onNewThread {
    let start = DispatchSemaphore(value: 0)
    let done = DispatchGroup()
    let results = Gathered<[Int: T]>([:])
    for index in 0..<count {
      done.enter()
      Thread.detachNewThread {
        start.wait()
        let result = body(index)
        results.withLock { $0[index] = result }
        done.leave()
      }
    }
    for _ in 0..<count { start.signal() }
    guard done.wait(timeout: .now() + 10) == .success else { return nil }
    return results.withLock { results in (0..<count).map { results[$0]! } }
  }
}
