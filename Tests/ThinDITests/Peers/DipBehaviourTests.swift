import Foundation
import Synchronization
import Testing
import ThinDI

// Behaviours of Dip's test suite (DipTests, RuntimeArgumentsTests, ThreadSafetyTests; its
// ComponentScopeTests are in DipComponentScopeTests) that ThinDI supports, in ThinDI's terms: a
// tag is a name, `.unique` is `.transient`, `.shared` is `.graph`, `resolvingProperties` is
// `finish`. Registering a key again replaces it only inside `override`, where Dip replaces
// silently.

private protocol Service: AnyObject {}
private final class ServiceImp1: Service {}
private final class ServiceImp2: Service {}

@Suite struct DipBehaviourTests {
  @Test func resolvesWithAndWithoutTagAndAsOptional() throws {
    let container = try container { builder in
      builder.register(Service.self) { ServiceImp1() as Service }
      builder.register(Service.self, name: "service2") { ServiceImp2() as Service }
    }
    #expect(try container.resolve(Service.self) is ServiceImp1)
    #expect(try container.resolve(Service?.self) is ServiceImp1)
    #expect(try container.resolve(Service.self, name: "service2") is ServiceImp2)
    #expect(try container.resolve(Service?.self, name: "service2") is ServiceImp2)
  }

  @Test func aSecondRegistrationReplacesTheFirstInsideOverride() throws {
    var builder = ContainerBuilder()
    builder.register(Service.self) { ServiceImp1() as Service }
    builder.override { $0.register(Service.self) { ServiceImp2() as Service } }
    #expect(try builder.build().resolve(Service.self) is ServiceImp2)
  }

  @Test func finishRunsForEveryResolveOfATransient() throws {
    let finished = Counter()
    let container = try container { builder in
      builder.register(Service.self) { _ in
        ServiceImp1() as Service
      } finish: { _, _ in
        finished.increment()
      }
    }
    _ = try container.resolve(Service.self)
    _ = try container.resolve(Service?.self)
    #expect(finished.value == 2)
  }

  @Test func missingDefinitionNamesTheKeyAskedFor() throws {
    let container = try container { builder in
      builder.register(ServiceImp1.self) { ServiceImp1() }
      builder.register(Service.self, name: "some tag") { ServiceImp1() as Service }
    }
    for (key, resolve) in [
      (ServiceKey(Service.self), { _ = try container.resolve(Service.self) }),
      (
        ServiceKey(Service.self, name: "other tag"),
        { _ = try container.resolve(Service.self, name: "other tag") }
      ),
      (
        ServiceKey(Service.self, argumentType: String.self),
        { _ = try container.resolve(Service.self, argument: "some string") }
      ),
    ] as [(ServiceKey, () throws -> Void)] {
      #expect {
        try resolve()
      } throws: { error in
        (error as? ResolutionError)?.failedKey == key
      }
    }
  }

  @Test func factoryOrFinishThatThrowsPassesItsErrorOn() throws {
    let container = try container { builder in
      builder.register(Service.self) { () throws -> Service in throw SampleError() }
      builder.register(Service.self, name: "finish") { _ in
        ServiceImp1() as Service
      } finish: { _, _ in
        throw SampleError()
      }
    }
    for name in [nil, "finish"] {
      #expect {
        try container.resolve(Service.self, name: name)
      } throws: { error in
        guard let error = error as? ResolutionError,
          case .factoryFailed(let underlying) = error.reason
        else { return false }
        return underlying is SampleError
      }
    }
  }

  @Test func circularReferenceThroughFinishInASharedGraph() throws {
    let container = try container { builder in
      builder.register(Server.self, .graph) { r in Server(client: try r.resolve()) }
      builder.register(Client.self, .graph) { _ in
        Client()
      } finish: { r, client in
        client.server = try r.resolve()
        client.secondServer = try r.resolve()
      }
    }
    let client = try container.resolve(Client.self)
    #expect(client.server === client.secondServer)
    #expect(client.server?.client === client)
  }

  @Test func validationBuildsRegistrationsWithTheirSampleArguments() throws {
    let seen = Mutex<[String]>([])
    let container = try container { builder in
      builder.register(Service.self, argument: Int.self, sample: 1) { _, a in
        seen.withLock { $0.append("\(a)") }
        return ServiceImp1() as Service
      }
      builder.register(Service.self, argument: (Int, String).self, sample: (1, "a")) { _, a in
        seen.withLock { $0.append("\(a.0)\(a.1)") }
        return ServiceImp1() as Service
      }
      builder.register(Service.self, name: "no sample", argument: Int.self) { _, _ in
        ServiceImp1() as Service
      }
    }
    #expect(
      container.validate().problems.map(\.description) == [
        #"Service "no sample"(argument: Int): no sample argument, so validation could not build it"#
      ])
    #expect(seen.withLock { $0 } == ["1", "1a"])
  }

  @Test func argumentTypesNumberOrderAndOptionalityMakeDifferentRegistrations() throws {
    let container = try container { builder in
      builder.register(String.self, argument: Int.self) { _, a in "Int \(a)" }
      builder.register(String.self, argument: (Int, String).self) { _, a in "Int, String" }
      builder.register(String.self, argument: (String, Int).self) { _, a in "String, Int" }
      builder.register(String.self, argument: Int?.self) { _, a in "Int? \(a ?? 0)" }
    }
    #expect(try container.resolve(String.self, argument: 1) == "Int 1")
    #expect(try container.resolve(String.self, argument: (1, "a")) == "Int, String")
    #expect(try container.resolve(String.self, argument: ("a", 1)) == "String, Int")
    #expect(try container.resolve(String.self, argument: Int?(2)) == "Int? 2")
  }
}
