import Testing
import ThinDI

// Dip's DefinitionTests (what identifies a definition) and the cases of DipTests on what keeps a
// container alive and on a circle of instances completed by `resolvingProperty`. Dip's
// DefinitionKey is ThinDI's ``ServiceKey``: type, name, and argument type (Dip's factory type).

@Suite struct DipDefinitionTests {
  private protocol Service: AnyObject {}
  private final class ServiceImp: Service {}

  // Dip: testThatDefinitionKeyIsEqualBy_Type_Factory_Tag and the three that differ in one part.
  @Test func keysAreEqualByTypeNameAndArgumentTypeAndDifferInEach() {
    let key = ServiceKey(Service.self, name: "tag", argumentType: String.self)
    #expect(key == ServiceKey(Service.self, name: "tag", argumentType: String.self))
    #expect(
      key.hashValue == ServiceKey(Service.self, name: "tag", argumentType: String.self).hashValue)
    #expect(key != ServiceKey(ServiceImp.self, name: "tag", argumentType: String.self))
    #expect(key != ServiceKey(Service.self, name: "other", argumentType: String.self))
    #expect(key != ServiceKey(Service.self, argumentType: String.self))
    #expect(key != ServiceKey(Service.self, name: "tag", argumentType: Int.self))
    #expect(key != ServiceKey(Service.self, name: "tag"))
  }

  // Dip: testThatItRegistersOptionalTypesAsForwardedTypes. The keys a container holds are the
  // registered ones; the Optional is resolved without a key of its own (ChoosingALifestyle.md,
  // "Optional service types").
  @Test func optionalIsResolvedWithoutARegistrationOfItsOwn() throws {
    let container = try container { $0.register(Service.self) { ServiceImp() as Service } }
    #expect(container.registeredKeys == [ServiceKey(Service.self)])
    #expect(container.isRegistered(Service.self))
    #expect(!container.isRegistered(Service?.self))
    #expect(try container.resolve(Service?.self) is ServiceImp)
  }

  // Dip: testThatCreatingContainerWithConfigBlockDoesNotCreateRetainCycle. Registrations and
  // the instances they built do not keep their container: it goes when its last holder lets go.
  @Test func containerGoesWhenItsLastHolderLetsGo() throws {
    weak var released: Container?
    var held: Container? = try container { builder in
      builder.register(ServiceImp.self, .singleton) { ServiceImp() }
      builder.register(Service.self) { r in try r.resolve(ServiceImp.self) as Service }
    }
    _ = try held?.resolve(Service.self)
    released = held
    #expect(released != nil)
    held = nil
    #expect(released == nil)
  }

  // Dip: testThatCollaboratingContainersAreWeakReferences. Dip holds a collaborator weakly;
  // a ThinDI child keeps its parent alive (ChildContainers.md: "A child keeps its parent
  // alive"), which goes with the child.
  @Test func childKeepsItsParentAliveUntilTheChildGoes() throws {
    weak var parent: Container?
    var child: Container?
    do {
      let root = try container { $0.register(Service.self, .singleton) { ServiceImp() as Service } }
      parent = root
      child = try root.makeChild { _ in }
    }
    #expect(parent != nil)
    #expect(try child?.resolve(Service.self) === (try parent?.resolve(Service.self)))
    child = nil
    #expect(parent == nil)
  }

  private final class ResolvableServer {
    weak var client: ResolvableClient?
    weak var secondClient: ResolvableClient?
    var finished = 0
    init(client: ResolvableClient) { self.client = client }
  }
  private final class ResolvableClient {
    var server: ResolvableServer?
    var secondServer: ResolvableServer?
    var finished = 0
  }

  // Dip: testThatItResolvesCircularDependencies. With Dip's default `.shared` (ThinDI's graph),
  // a server built with its client and a client completed with two servers close one circle,
  // and each instance is completed exactly once.
  @Test func circleOfGraphInstancesIsClosedAndEachIsFinishedOnce() throws {
    let container = try container { builder in
      builder.register(ResolvableServer.self, .graph) { r in
        ResolvableServer(client: try r.resolve())
      } finish: { r, server in
        server.secondClient = try r.resolve()
        server.finished += 1
      }
      builder.register(ResolvableClient.self, .graph) { _ in
        ResolvableClient()
      } finish: { r, client in
        client.server = try r.resolve()
        client.secondServer = try r.resolve()
        client.finished += 1
      }
    }
    let client = try container.resolve(ResolvableClient.self)
    let server = try #require(client.server)
    #expect(client.secondServer === server)
    #expect(server.client === client)
    #expect(server.secondClient === client)
    #expect(client.finished == 1)
    #expect(server.finished == 1)
  }
}
