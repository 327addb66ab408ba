import Synchronization
import Testing
import ThinDI

// Dip's ContextTests. A Dip factory reads the resolve's context (the type being resolved, the
// type it is injected in, the tag); a ThinDI factory is given none, and the same facts are in the
// trace (TracingResolutions.md): each event's key (type and name) and depth (0 for the type asked
// for, 1 for what it is injected in). Names are never passed down to dependencies.

@Suite struct DipContextTests {
  private final class Log: Sendable {
    private let lines = Mutex<[String]>([])
    func append(_ line: String) { lines.withLock { $0.append(line) } }
    var all: [String] { lines.withLock { $0 } }
  }
  private protocol Service: AnyObject {}
  private final class ServiceImp1: Service {}

  private func tracedContainer(
    _ log: Log, in parent: Container? = nil,
    _ configure: (inout ContainerBuilder) -> Void
  ) throws -> Container {
    var builder = parent.map { ContainerBuilder(parent: $0) } ?? ContainerBuilder()
    configure(&builder)
    builder.traceResolutions(clock: ContinuousClock()) { event in
      log.append("\(event.depth) \(event.key)")
    }
    return try builder.build()
  }

  // Dip: testThatContextStoresCurrentlyResolvedType, testThatContextStoresInjectedInType and
  // testThatContextStoresTheTagPassedToResolve: what the factory and the finish resolve is one
  // level down, under the name they asked for, and the outer resolve keeps its own.
  @Test func traceTellsEachResolvedKeyWithItsNameAndDepth() throws {
    let log = Log()
    let container = try tracedContainer(log) { builder in
      builder.register(Service.self, name: "tag") { r in
        _ = try r.resolve(ServiceImp1.self, name: "otherTag")
        return ServiceImp1() as Service
      } finish: { r, _ in
        _ = try r.resolve(ServiceImp1.self, name: "otherTag")
      }
      builder.register(ServiceImp1.self, name: "otherTag") { ServiceImp1() }
    }
    _ = try container.resolve(Service.self, name: "tag")
    #expect(
      log.all == [
        #"1 ServiceImp1 "otherTag""#, #"1 ServiceImp1 "otherTag""#, #"0 Service "tag""#,
      ])
  }

  // Dip: testThatContextDoesNotOverrideNilTagPassedToResolve. A dependency asked for without a
  // name is resolved without one, whatever name the outer resolve had.
  @Test func nameOfTheOuterResolveIsNotPassedDown() throws {
    let log = Log()
    let container = try tracedContainer(log) { builder in
      builder.register(Service.self, name: "tag") { r in
        _ = try r.resolve(ServiceImp1.self)
        return ServiceImp1() as Service
      }
      builder.register(ServiceImp1.self) { ServiceImp1() }
      builder.register(ServiceImp1.self, name: "tag") { ServiceImp1() }
    }
    _ = try container.resolve(Service.self, name: "tag")
    #expect(log.all == ["1 ServiceImp1", #"0 Service "tag""#])
  }

  // Dip: testThatItDoesNotSetInjectedInTypeWhenResolvingWithCollaboration and
  // testThatContextIsPreservedWhenResolvingWithCollaboration. A parent's registration resolved
  // through a child is still the top of its resolve, and a child's factory that needs the
  // parent's registration sees it one level down.
  @Test func resolvingThroughAChildKeepsTheDepthsOfOneResolve() throws {
    let log = Log()
    let parent = try container { $0.register(ServiceImp1.self) { ServiceImp1() } }
    let child = try tracedContainer(log, in: parent) { builder in
      builder.register(Service.self) { r in try r.resolve(ServiceImp1.self) as Service }
    }
    _ = try child.resolve(ServiceImp1.self)
    _ = try child.resolve(Service.self)
    #expect(log.all == ["0 ServiceImp1", "1 ServiceImp1", "0 Service"])
  }
}
