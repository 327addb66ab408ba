import Synchronization
import Testing
import ThinDI

// Dip's DipTests on collaborating containers and on validation. A Dip container that
// collaborates with another is a ThinDI child of it: the child sees its parent's registrations
// and shares its singletons; the parent never sees the child's (ChildContainers.md, "What a child
// sees and shares"), where Dip's collaboration goes both ways. Dip's `validate` is `validate()`.

@Suite struct DipCollaborationTests {
  private protocol Service: AnyObject {}
  private final class ServiceImp: Service {}

  // Dip: testThatItCanResolveUsingContainersCollaboration. Dip resolves each container's
  // registrations through the other; in ThinDI only the child resolves its parent's
  // (ChildContainers.md: "The parent never sees the child's").
  @Test func childResolvesTheParentsRegistrationsButNotTheOtherWay() throws {
    let parent = try container { $0.register(Service.self) { ServiceImp() as Service } }
    let child = try parent.makeChild { $0.register(String.self) { "something" } }
    #expect(try child.resolve(Service.self) is ServiceImp)
    #expect(try child.resolve(String.self) == "something")
    #expect(throws: ResolutionError.self) { try parent.resolve(String.self) }
    #expect(try parent.resolve(String?.self) == nil)
  }

  // Dip: testThatCollaboratingContainersReuseInstancesResolvedByAnotherContainer. The server is
  // the parent's, the client the child's; a graph server that needs the client is built in the
  // child that asked (ChildContainers.md), so the client's graph is one whichever registered it.
  @Test func graphInstancesAreSharedAcrossParentAndChildWithinOneResolve() throws {
    let serverContainer = try container { builder in
      builder.register(Server.self, .graph) { r in Server(client: try r.resolve()) }
    }
    let clientContainer = try serverContainer.makeChild { builder in
      builder.register(Client.self, .graph) { _ in
        Client()
      } finish: { r, client in
        client.server = try r.resolve()
        client.secondServer = try r.resolve()
      }
    }
    let client = try clientContainer.resolve(Client.self)
    #expect(client.server?.client === client)
    #expect(client.secondServer?.client === client)
    #expect(client.server === client.secondServer)
    #expect(try clientContainer.resolve(Client.self) !== client, "a new graph each resolve")
    // Dip resolves the client from the server's container too; ThinDI's parent cannot.
    #expect(throws: ResolutionError.self) { try serverContainer.resolve(Client.self) }
  }

  // Dip: testThatCollaborationReferencesAreRecursivelyUpdate. Four containers in a tree of two
  // branches over the root all hand out the root's singleton, whichever asks first.
  @Test func aTreeOfChildrenSharesTheRootsSingleton() throws {
    let root = try container { $0.register(Service.self, .singleton) { ServiceImp() as Service } }
    let first = try root.makeChild { _ in }
    let second = try root.makeChild { _ in }
    let third = try first.makeChild { _ in }
    let fourth = try second.makeChild { _ in }
    let service = try fourth.resolve(Service.self)
    for container in [third, second, first, root] {
      #expect(try container.resolve(Service.self) === service)
    }
  }

  private final class RootService {}
  private final class ServiceClient {
    let name: String
    let service: RootService
    init(name: String, service: RootService) { (self.name, self.service) = (name, service) }
  }

  // Dip: testThatContainersShareTheirSingletonsOnlyWithCollaborators and
  // testThatContainerAutowireBeforeCollaboration. Sibling children each register the same key:
  // each resolves its own, and both share the parent's singleton. (Dip's second case makes the
  // siblings collaborate with each other too; ThinDI siblings never see each other.)
  @Test func siblingsResolveTheirOwnRegistrationAndShareTheParentsSingleton() throws {
    let root = try container { $0.register(RootService.self, .singleton) { RootService() } }
    let children = try ["1", "2"].map { name in
      try root.makeChild { builder in
        builder.register(ServiceClient.self, .singleton) { r in
          ServiceClient(name: name, service: try r.resolve())
        }
      }
    }
    let client2 = try children[1].resolve(ServiceClient.self)
    let client1 = try children[0].resolve(ServiceClient.self)
    #expect(client1.name == "1")
    #expect(client2.name == "2")
    #expect(client1.service === client2.service)
    #expect(try root.resolve(RootService.self) === client1.service)
  }

  private final class Manager {}
  private final class AnotherManager {}
  private final class Object {
    let manager: Manager?
    init(manager: Manager?) { self.manager = manager }
  }
  private final class Owner {
    var manager: Manager?
  }

  // Dip: testThatItCanHandleSeparateContainersAndTheirCollaboration. Dip's `Object` resolves from
  // the container it was registered in; here from its resolver, the ThinDI way, so a transient
  // of the parent resolved through the child gets the child's singleton (ChildContainers.md:
  // "Everything else the child resolves is built in the child").
  @Test func parentsTransientResolvedThroughTheChildSeesTheChildsRegistrations() throws {
    let another = try container { builder in
      builder.register(Object.self) { r in Object(manager: try r.resolve()) }
    }
    let container = try another.makeChild { builder in
      builder.register(Owner.self) { _ in
        Owner()
      } finish: { r, owner in
        owner.manager = try r.resolve()
      }
      builder.register(AnotherManager.self, .singleton) { AnotherManager() }
      builder.register(Manager.self, .singleton) { Manager() }
    }
    let manager = try container.resolve(Manager.self)
    _ = try container.resolve(AnotherManager.self)
    #expect(throws: ResolutionError.self) {
      try container.resolve(Owner.self, argument: (1, ""))
    }
    let object = try container.resolve(Object.self)
    #expect(object.manager === manager)
    #expect(try container.resolve(Owner.self).manager === manager)
    #expect(try another.resolve(Object.self).manager == nil, "the parent has no Manager")
  }

  // Dip: testThatItValidatesConfiguration. Validation builds every registration: plain, named,
  // forwarded, and one with a runtime argument (from its sample), running each finish.
  @Test func validationBuildsAndFinishesEveryRegistration() throws {
    let finished = Mutex<Set<String>>([])
    let container = try container { builder in
      builder.register(ServiceImp.self) { _ in
        ServiceImp()
      } finish: { _, _ in
        finished.withLock { _ = $0.insert("ServiceImp") }
      }
      builder.register(Service.self) { r in try r.resolve(ServiceImp.self) as Service }
      builder.register(Service.self, name: "tag") { _ in
        ServiceImp() as Service
      } finish: { _, _ in
        finished.withLock { _ = $0.insert("tag") }
      }
      builder.register(ServiceImp.self, argument: String.self, sample: "arg") { _, argument in
        finished.withLock { _ = $0.insert(argument) }
        return ServiceImp()
      }
    }
    #expect(container.validate().isEmpty)
    #expect(finished.withLock { $0 } == ["ServiceImp", "tag", "arg"])
  }

  // Dip: testThatItFailsValidationOnlyForDipErrors. Dip's validation ignores an error of the
  // app's own; ThinDI's reports every failing factory (`Container.validate`: "missing
  // registrations, cycles, failing factories, captives"), with the error it threw.
  @Test func validationReportsAFactoryThatThrowsItsOwnError() throws {
    let container = try container { builder in
      builder.register(Service.self) { () throws -> Service in throw SampleError() }
    }
    let problems = container.validate().problems
    #expect(problems.count == 1)
    guard case .unresolvable(let error) = problems.first,
      case .factoryFailed(let cause) = error.reason
    else {
      Issue.record("expected a failing factory, got \(problems)")
      return
    }
    #expect(cause is SampleError)
    #expect(error.failedKey == ServiceKey(Service.self))
  }
}
