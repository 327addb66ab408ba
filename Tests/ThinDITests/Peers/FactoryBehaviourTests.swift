import Foundation
import Synchronization
import Testing
import ThinDI

// Behaviours of Factory's test suite (FactoryScopeTests, FactoryCoreTests, FactoryDefectTests,
// FactoryParameterTests, FactoryMultithreadingTests) that ThinDI supports, in ThinDI's terms:
// `.unique` is `.transient`, `.cached` and `.singleton` are `.singleton` (a new container, or
// `overriding`, is Factory's reset), `.shared` is `.weak`, `.graph` is `.graph`, a custom scope
// is a ``Scope``, a ParameterFactory is a registration with an argument, and the trace is
// `traceResolutions`. Where Factory calls `fatalError` (a circular dependency), ThinDI throws.

private protocol MyServiceType: AnyObject, Sendable {
  var id: UUID { get }
}

private final class MyService: MyServiceType {
  let id = UUID()
}

/// A value-type service: copies share the id they were made with.
private struct ValueService {
  let id = UUID()
}

@Suite struct FactoryScopeBehaviourTests {
  @Test func uniqueMakesANewServiceEachTime() throws {
    let container = try container { $0.register(MyServiceType.self) { MyService() } }
    #expect(
      try container.resolve(MyServiceType.self).id != container.resolve(MyServiceType.self).id)
  }

  @Test func cachedKeepsOneServiceUntilTheContainerIsRemade() throws {
    let container = try container { builder in
      builder.register(MyServiceType.self, .singleton) { MyService() }
    }
    let first = try container.resolve(MyServiceType.self)
    #expect(try container.resolve(MyServiceType.self).id == first.id)
    let reset = try container.overriding { builder in
      builder.register(MyServiceType.self, .singleton) { MyService() }
    }
    #expect(try reset.resolve(MyServiceType.self).id != first.id)
  }

  @Test func cachedOptionalKeepsItsService() throws {
    let container = try container { builder in
      builder.register(MyServiceType?.self, .singleton) { MyService() }
      builder.register(MyServiceType?.self, name: "empty", .singleton) { nil }
    }
    let first = try container.resolve(MyServiceType?.self)
    #expect(first != nil)
    #expect(try container.resolve(MyServiceType?.self)?.id == first?.id)
    #expect(try container.resolve(MyServiceType?.self, name: "empty") == nil)
  }

  @Test func sharedLivesWhileHeld() throws {
    let container = try container { builder in
      builder.register(MyServiceType.self, .weak) { MyService() }
      builder.register(MyServiceType?.self, .weak) { MyService() }
    }
    var first: MyServiceType? = try container.resolve(MyServiceType.self)
    var optional: MyServiceType? = try container.resolve(MyServiceType?.self)
    #expect(try container.resolve(MyServiceType.self).id == first?.id)
    #expect(try container.resolve(MyServiceType?.self)?.id == optional?.id)
    let ids = [first?.id, optional?.id]
    first = nil
    optional = nil
    #expect(try container.resolve(MyServiceType.self).id != ids[0])
    #expect(try container.resolve(MyServiceType?.self)?.id != ids[1])
  }

  @Test func graphSharesWithinOneResolve() throws {
    final class GraphWrapper {
      let service1: MyServiceType
      let service2: MyServiceType
      init(service1: MyServiceType, service2: MyServiceType) {
        self.service1 = service1
        self.service2 = service2
      }
    }
    let container = try container { builder in
      builder.register(MyServiceType.self, .graph) { MyService() }
      builder.register(GraphWrapper.self) { r in
        GraphWrapper(service1: try r.resolve(), service2: try r.resolve())
      }
    }
    let graph = try container.resolve(GraphWrapper.self)
    #expect(graph.service1.id == graph.service2.id)
    #expect(try container.resolve(GraphWrapper.self).service1.id != graph.service1.id)
  }

  @Test func customScopeKeepsItsServicesUntilItEnds() throws {
    let container = try container { $0.register(MyServiceType.self, .scoped) { MyService() } }
    let session = container.makeScope(named: "session")
    let first = try session.resolve(MyServiceType.self)
    #expect(try session.resolve(MyServiceType.self).id == first.id)
    session.end()
    let next = container.makeScope(named: "session")
    #expect(try next.resolve(MyServiceType.self).id != first.id)
  }

  @Test func cachedValueTypeIsOneValue() throws {
    let container = try container { $0.register(ValueService.self, .singleton) { ValueService() } }
    #expect(try container.resolve(ValueService.self).id == container.resolve(ValueService.self).id)
  }

  @Test func twoRegistrationsOfOneTypeStayDistinct() throws {
    let container = try container { builder in
      builder.register(MyServiceType.self, name: "first") { MyService() }
      builder.register(MyServiceType.self, name: "second") { MyService() }
    }
    let first = try container.resolve(MyServiceType.self, name: "first")
    let second = try container.resolve(MyServiceType.self, name: "second")
    #expect(first.id != second.id)
  }

  @Test func nestedSingletonsDoNotLockEachOther() throws {
    final class Inner: Sendable {}
    final class Outer: Sendable {
      let inner: Inner
      init(inner: Inner) { self.inner = inner }
    }
    let container = try container { builder in
      builder.register(Inner.self, .singleton) { Inner() }
      builder.register(Outer.self, .singleton) { r in Outer(inner: try r.resolve()) }
    }
    #expect(try container.resolve(Outer.self).inner === (try container.resolve(Inner.self)))
  }
}

@Suite struct FactoryCoreBehaviourTests {
  @Test func circularDependencyThrowsInsteadOfTrapping() throws {
    final class RecursiveA { init(_: RecursiveB) {} }
    final class RecursiveB { init(_: RecursiveC) {} }
    final class RecursiveC { init(_: RecursiveA) {} }
    let container = try container { builder in
      builder.register(RecursiveA.self) { r in RecursiveA(try r.resolve()) }
      builder.register(RecursiveB.self) { r in RecursiveB(try r.resolve()) }
      builder.register(RecursiveC.self) { r in RecursiveC(try r.resolve()) }
    }
    #expect {
      try container.resolve(RecursiveA.self)
    } throws: { error in
      "\(error)" == "RecursiveA → RecursiveB → RecursiveC → RecursiveA: cycle"
    }
  }

  @Test func parameterIsPassedToTheFactory() throws {
    final class ParameterService {
      let value: Int
      init(value: Int) { self.value = value }
    }
    let container = try container { builder in
      builder.register(ParameterService.self, argument: Int.self) { _, value in
        ParameterService(value: value)
      }
    }
    #expect(try container.resolve(ParameterService.self, argument: 23).value == 23)
    #expect(try container.resolve(ParameterService.self, argument: 8).value == 8)
  }

  @Test func traceTellsEachLevelAndWhatWasBuiltOrCached() throws {
    final class Common: Sendable {}
    final class Ids: Sendable { init(_: Common) {} }
    final class Values: Sendable { init(_: Common) {} }
    final class Consumer: Sendable { init(_: Ids, _: Values) {} }
    let log = Mutex<[String]>([])
    var builder = ContainerBuilder()
    builder.register(Common.self, .graph, factory: Common.init)
    builder.register(Ids.self) { r in Ids(try r.resolve()) }
    builder.register(Values.self) { r in Values(try r.resolve()) }
    builder.register(Consumer.self, .singleton) { r in Consumer(try r.resolve(), try r.resolve()) }
    builder.traceResolutions(clock: ContinuousClock()) { event in
      let outcome = if case .reused = event.outcome { "C" } else { "F" }
      log.withLock { $0.append("\(event.depth): \(outcome): \(event.key)") }
    }
    let container = try builder.build()
    _ = try container.resolve(Consumer.self)
    _ = try container.resolve(Consumer.self)
    #expect(
      log.withLock { $0 } == [
        "2: F: Common", "1: F: Ids", "2: C: Common", "1: F: Values", "0: F: Consumer",
        "0: C: Consumer",
      ])
  }
}
