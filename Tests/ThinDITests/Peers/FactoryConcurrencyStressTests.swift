import Testing
import ThinDI

// Factory's FactoryConcurrencyStressTests: singletons, cached (here singleton) instances and
// graphs asked for from many threads at once. Factory's `.cached` is ThinDI's singleton and its
// `.graph` is graph; built exactly once under contention, as Concurrency.md promises. Linked into
// `.ci/tsan` so that CI runs it under ThreadSanitizer.

@Suite struct FactoryConcurrencyStressTests {
  private final class StressService: Sendable {}
  private final class GraphParent: Sendable {
    let child1: StressService, child2: StressService
    init(child1: StressService, child2: StressService) {
      (self.child1, self.child2) = (child1, child2)
    }
  }

  // Factory: testSingletonConsistencyUnderContention and testSingletonFactoryCalledExactlyOnce.
  @Test func singletonAskedFirstByManyThreadsIsBuiltOnceAndIsOne() async throws {
    let built = Counter()
    let container = try container { builder in
      builder.register(StressService.self, .singleton) {
        built.increment()
        return StressService()
      }
    }
    let instances = await withTaskGroup(of: ObjectIdentifier?.self) { group in
      for _ in 0..<100 {
        group.addTask {
          await onNewThread {
            (try? container.resolve(StressService.self)).map(ObjectIdentifier.init)
          }
        }
      }
      return await group.reduce(into: [ObjectIdentifier?]()) { $0.append($1) }
    }
    #expect(instances.count == 100)
    #expect(Set(instances).count == 1)
    #expect(!instances.contains(nil))
    #expect(built.value == 1)
  }

  // Factory: testCachedScopeStability. Once built, every resolve on every thread is that one.
  @Test func builtSingletonStaysTheSameUnderContention() async throws {
    let container = try container {
      $0.register(StressService.self, .singleton) { StressService() }
    }
    let expected = ObjectIdentifier(try container.resolve(StressService.self))
    let failures = await withTaskGroup(of: Int.self) { group in
      for _ in 0..<50 {
        group.addTask {
          (0..<100).count(where: { _ in
            (try? container.resolve(StressService.self)).map(ObjectIdentifier.init) != expected
          })
        }
      }
      return await group.reduce(0, +)
    }
    #expect(failures == 0)
  }

  // Factory: testGraphScopeIsolation. Each thread's resolve shares its graph instance between
  // the two places that need it, and no thread gets another's.
  @Test func graphInstanceIsSharedWithinEachThreadsResolveOnly() async throws {
    let container = try container { builder in
      builder.register(StressService.self, .graph) { StressService() }
      builder.register(GraphParent.self) { r in
        GraphParent(child1: try r.resolve(), child2: try r.resolve())
      }
    }
    let parents = await withTaskGroup(of: GraphParent?.self) { group in
      for _ in 0..<50 { group.addTask { try? container.resolve(GraphParent.self) } }
      return await group.reduce(into: [GraphParent]()) { if let parent = $1 { $0.append(parent) } }
    }
    #expect(parents.count == 50)
    #expect(parents.allSatisfy { $0.child1 === $0.child2 })
    #expect(Set(parents.map { ObjectIdentifier($0.child1) }).count == 50)
  }
}
