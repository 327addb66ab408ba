import Synchronization
import Testing
import ThinDI

// Dip's ComponentScopeTests, in ThinDI's terms (see DipBehaviourTests): `.unique` is
// `.transient`, `.shared` is `.graph`, `.weakSingleton` is `.weak`, `resolvingProperties` is
// `finish`, `bootstrap()` is `build()`, a collaborating container that adds to another is a
// child.

private protocol Service: AnyObject {}
private final class ServiceImp1: Service {}

@Suite struct DipComponentScopeTests {
  @Test func uniqueIsNewEachTime() throws {
    let container = try container { $0.register(Service.self) { ServiceImp1() as Service } }
    #expect(try container.resolve(Service.self) !== (try container.resolve(Service.self)))
  }

  @Test(arguments: [Lifestyle.singleton, .weak, .eagerSingleton])
  func singletonsAreReused(lifestyle: Lifestyle) throws {
    let container = try container {
      $0.register(Service.self, lifestyle) { ServiceImp1() as Service }
    }
    let service = try container.resolve(Service.self)
    #expect(try container.resolve(Service.self) === service)
  }

  @Test(arguments: [Lifestyle.singleton, .weak, .eagerSingleton])
  func singletonsAreNotReusedByAnotherContainerOrAnOverride(lifestyle: Lifestyle) throws {
    let installer = ServiceInstaller(lifestyle: lifestyle)
    let first = try ContainerBuilder(installers: [installer]).build()
    let second = try ContainerBuilder(installers: [installer]).build()
    let overridden = try first.overriding { builder in
      builder.register(Service.self, lifestyle) { ServiceImp1() as Service }
    }
    let service = try first.resolve(Service.self)
    #expect(try second.resolve(Service.self) !== service)
    #expect(try overridden.resolve(Service.self) !== service)
  }

  @Test func sharedIsReusedWithinOneResolveOnly() throws {
    let container = try container { builder in
      builder.register(Client.self, .graph) { r in
        let client = Client()
        client.secondServer = try r.resolve()
        return client
      }
      builder.register(Server.self, .graph) { _ in
        Server()
      } finish: { r, server in
        server.client = try r.resolve()
      }
    }
    let client = try container.resolve(Client.self)
    #expect(client.secondServer?.client === client)
    let another = try container.resolve(Client.self)
    #expect(another !== client)
    #expect(another.secondServer !== client.secondServer)
  }

  @Test func sharedInstanceIsFoundAgainThroughItsOptional() throws {
    let found = Mutex<[ObjectIdentifier]>([])
    let container = try container { builder in
      builder.register(Service.self, .graph) { _ in
        ServiceImp1() as Service
      } finish: { r, _ in
        let again = try r.resolve(Service?.self)
        found.withLock { $0.append(ObjectIdentifier(again!)) }
      }
    }
    let service = try container.resolve(Service.self)
    #expect(found.withLock { $0 } == [ObjectIdentifier(service)])
  }

  @Test func onlyEagerSingletonsAreBuiltByBuild() throws {
    let built = Mutex<[String]>([])
    _ = try container { builder in
      for (name, lifestyle) in [
        ("eager", Lifestyle.eagerSingleton), ("singleton", .singleton), ("unique", .transient),
        ("shared", .graph),
      ] {
        builder.register(Service.self, name: name, lifestyle) { _ in
          ServiceImp1() as Service
        } finish: { _, _ in
          built.withLock { $0.append(name) }
        }
      }
    }
    #expect(built.withLock { $0 } == ["eager"])
  }

  @Test func weakSingletonIsHeldWeaklyAndBuiltAgainAfterRelease() throws {
    let container = try container { $0.register(Service.self, .weak) { ServiceImp1() as Service } }
    var strong: Service? = try container.resolve(Service.self)
    weak let weakly = try container.resolve(Service.self)
    #expect(weakly === strong)
    strong = nil
    #expect(weakly == nil)
    #expect(try container.resolve(Service.self) is ServiceImp1)
  }

  @Test(arguments: [Lifestyle.singleton, .weak, .eagerSingleton])
  func containersBuiltOnAnotherReuseItsSingletons(lifestyle: Lifestyle) throws {
    let root = try container { $0.register(Service.self, lifestyle) { ServiceImp1() as Service } }
    let first = try root.makeChild { _ in }
    let second = try first.makeChild { _ in }
    let service = try second.resolve(Service.self)
    #expect(try first.resolve(Service.self) === service)
    #expect(try root.resolve(Service.self) === service)
  }
}

private struct ServiceInstaller: Installer {
  let lifestyle: Lifestyle
  func install(into builder: inout ContainerBuilder) {
    builder.register(Service.self, lifestyle) { ServiceImp1() as Service }
  }
}
