import Foundation
import Testing
import ThinDI

// The cases of Factory's FactoryScopeTests, FactoryCoreTests, FactoryResolverTests and
// FactoryContainerTests that FactoryBehaviourTests and FactoryDefectTests leave out: singletons
// across containers, value types held weakly, promised (unregistered) services, changing a
// registration's lifestyle, and decorators. Factory re-registers in place; ThinDI adds a key
// in a child and replaces one with `overriding`.

@Suite struct FactoryScopeCoreTests {
  private protocol MyServiceType: AnyObject { var id: UUID { get } }
  private final class MyService: MyServiceType { let id = UUID() }
  private final class MockService: MyServiceType { let id = UUID() }
  private protocol ValueServiceType { var id: UUID { get } }
  private struct ValueService: ValueServiceType { let id = UUID() }
  private final class ParameterService {
    let value: Int
    init(value: Int) { self.value = value }
  }

  private struct SingletonInstaller: Installer {
    func install(into builder: inout ContainerBuilder) {
      builder.register(MyServiceType.self, .singleton) { MyService() as MyServiceType }
    }
  }

  // Factory: testSingletonScope, testSingletonSameContainerType and
  // testSingletonAcrossContainerTypes. Factory's singleton is one per process, whatever the
  // container; ThinDI's is one per container (ChoosingALifestyle.md: singleton, "one instance
  // per container"), and a child shares its parent's (ChildContainers.md).
  @Test func singletonIsOnePerContainerNotPerProcess() throws {
    let first = try ContainerBuilder(installers: [SingletonInstaller()]).build()
    let second = try ContainerBuilder(installers: [SingletonInstaller()]).build()
    let service = try first.resolve(MyServiceType.self)
    #expect(try first.resolve(MyServiceType.self) === service)
    #expect(try second.resolve(MyServiceType.self) === (try second.resolve(MyServiceType.self)))
    #expect(try second.resolve(MyServiceType.self) !== service)
    #expect(try first.makeChild { _ in }.resolve(MyServiceType.self) === service)
  }

  // Factory: testUniqueResolutionOnCachedContainer. A transient stays transient beside
  // singletons.
  @Test func transientBesideSingletonsIsNewEachTime() throws {
    let container = try container { builder in
      builder.register(MyService.self, .singleton) { MyService() }
      builder.register(MyServiceType.self, .transient) { MyService() as MyServiceType }
    }
    #expect(
      try container.resolve(MyServiceType.self) !== (try container.resolve(MyServiceType.self)))
    #expect(try container.resolve(MyService.self) === (try container.resolve(MyService.self)))
  }

  // Factory: testValueSharedScope and testOptionalValueSharedScope, where a value shared weakly is
  // quietly made anew on every resolve. ThinDI refuses to hold a value weakly, behind a protocol
  // or an Optional too (ChoosingALifestyle.md, "Existential service types").
  @Test func weakValueOrOptionalValueIsAnError() throws {
    let container = try container { builder in
      builder.register(ValueService.self, .weak) { ValueService() }
      builder.register(ValueServiceType?.self, .weak) { ValueService() as ValueServiceType }
    }
    for resolve in [
      { _ = try container.resolve(ValueService.self) },
      { _ = try container.resolve(ValueServiceType?.self) },
    ] as [() throws -> Void] {
      #expect {
        try resolve()
      } throws: { error in
        guard let error = error as? ResolutionError, case .weakRequiresClass = error.reason
        else { return false }
        return true
      }
    }
  }

  // Factory: testOptionalResolution and testExplicitlyUnrwappedOptionalResolution. A
  // registration of an Optional gives what its factory returns, nil included; replaced, the new
  // factory's.
  @Test func optionalRegistrationGivesWhatItsFactoryReturns() throws {
    let container = try container { $0.register(MyServiceType?.self) { MyService() } }
    #expect(try container.resolve(MyServiceType?.self) is MyService)
    let none = try container.overriding { $0.register(MyServiceType?.self) { nil } }
    #expect(try none.resolve(MyServiceType?.self) == nil)
    let mock = try container.overriding { $0.register(MyServiceType?.self) { MockService() } }
    #expect(try mock.resolve(MyServiceType?.self)! is MockService)
  }

  // Factory: testPromisedRegistrationAndOptionalResolution,
  // testPromisedParameterRegistrationAndOptionalResolution, testStrictPromise and
  // testStrictParameterPromise, and FactoryResolverTests' testResolvingScope. An unregistered
  // service is nil as an Optional and an error otherwise (ChoosingALifestyle.md, "Optional
  // service types"); `overriding` replaces only keys that are there (BuildError.overridesNothing),
  // so the promise is kept by a child, which may add keys (ChildContainers.md).
  @Test func promisedServiceIsNilUntilAChildRegistersIt() throws {
    let container = try container { _ in }
    #expect(try container.resolve(MyServiceType?.self) == nil)
    #expect(try container.resolve(ParameterService?.self, argument: 23) == nil)
    #expect {
      try container.resolve(MyServiceType.self)
    } throws: { error in
      "\(error)" == "MyServiceType: not registered"
    }
    #expect(throws: BuildError.self) {
      try container.overriding { $0.register(MyServiceType.self) { MyService() as MyServiceType } }
    }
    let kept = try container.makeChild { builder in
      builder.register(MyServiceType.self, .singleton) { MyService() as MyServiceType }
      builder.register(ParameterService.self, argument: Int.self) { _, n in
        ParameterService(value: n)
      }
    }
    let service = try kept.resolve(MyServiceType?.self)
    #expect(service is MyService)
    #expect(try kept.resolve(MyServiceType?.self) === service)
    #expect(try kept.resolve(ParameterService?.self, argument: 23)?.value == 23)
  }

  // Factory: testNilService and testRegisteringNewScope. Replacing a registration may change its
  // lifestyle: the transient that made nil, then a new instance each time, then one instance.
  @Test func replacementMayChangeTheLifestyle() throws {
    let container = try container { $0.register(MyServiceType?.self) { nil } }
    #expect(try container.resolve(MyServiceType?.self) == nil)
    let unique = try container.overriding { $0.register(MyServiceType?.self) { MyService() } }
    let first = try unique.resolve(MyServiceType?.self)
    #expect(first != nil)
    #expect(try unique.resolve(MyServiceType?.self) !== first)
    let cached = try unique.overriding {
      $0.register(MyServiceType?.self, .singleton) { MyService() }
    }
    let kept = try cached.resolve(MyServiceType?.self)
    #expect(kept != nil)
    #expect(try cached.resolve(MyServiceType?.self) === kept)
  }

  // Factory: testFactoryDecorators, testFactoryDecoratorsNew and testFactoryOnce. Factory's
  // decorator runs on every resolve, a cached instance's too; ThinDI's finish runs once per
  // instance built (PostConstructionInjection.md: "it runs once the instance is built, within
  // the same resolve"), so a singleton is finished once.
  @Test(arguments: [(Lifestyle.transient, 3), (.singleton, 1), (.graph, 3)])
  func finishRunsOncePerInstanceBuilt(lifestyle: Lifestyle, finishes: Int) throws {
    let finished = Counter()
    let container = try container { builder in
      builder.register(MyServiceType.self, lifestyle) { _ in
        MyService() as MyServiceType
      } finish: { _, _ in
        finished.increment()
      }
    }
    let ids = try (0..<3).map { _ in try container.resolve(MyServiceType.self).id }
    #expect(finished.value == finishes)
    #expect(Set(ids).count == finishes)
  }
}
