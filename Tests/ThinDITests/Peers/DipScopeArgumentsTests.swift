import Testing
import ThinDI

// The cases of Dip's ComponentScopeTests, RuntimeArgumentsTests, TypeForwardingTests and DipTests
// that DipBehaviourTests and DipTypeForwardingTests leave out: the default lifestyle, tags that
// are not registered, many runtime arguments, registering a key twice, and what a resolve keeps.

@Suite struct DipScopeArgumentsTests {
  private protocol Service: AnyObject {}
  private final class ServiceImp1: Service {}
  private final class ServiceImp2: Service {}
  private final class Pair {
    let first: Service, second: Service
    init(first: Service, second: Service) { (self.first, self.second) = (first, second) }
  }

  // Dip: testThatSharedIsDefaultScope. Dip's default is `.shared` (ThinDI's graph); ThinDI's is
  // transient (GettingStarted.md: "a ``Lifestyle`` (transient by default)"), so one resolve that
  // needs a service twice gets two.
  @Test func defaultLifestyleIsTransientNotGraph() throws {
    let container = try container { builder in
      builder.register(Service.self) { ServiceImp1() as Service }
      builder.register(Pair.self) { r in Pair(first: try r.resolve(), second: try r.resolve()) }
    }
    let pair = try container.resolve(Pair.self)
    #expect(pair.first !== pair.second)
  }

  // Dip: testThatItDoesNotReuseInstanceInSharedScopeResolvedForNilTagWhenResolvingForAnotherTag
  // and testThatItReusesInstanceInSharedScopeResolvedForNilTag: a tag with no definition of its
  // own falls back to the definition without a tag. ThinDI throws, naming what is registered:
  // "a name nobody registered is an error …, never the unnamed registration in its place"
  // (GettingStarted.md).
  @Test func unregisteredNameIsAnErrorNotTheUnnamedRegistration() throws {
    let container = try container { builder in
      builder.register(Service.self, .graph) { ServiceImp1() as Service }
      builder.register(Service.self, name: "service", .graph) { ServiceImp2() as Service }
    }
    #expect(try container.resolve(Service.self, name: "service") is ServiceImp2)
    #expect {
      try container.resolve(Service.self, name: "tag")
    } throws: { error in
      "\(error)".contains("not registered") && "\(error)".contains("Service \"service\"")
    }
  }

  // Dip: testThatContainerCanBeBootstrappedAgainAfterReset. Dip resets and bootstraps one
  // container again; a ThinDI builder builds again into a new container, which builds its own
  // eager singletons (ChoosingALifestyle.md: eager singleton, one per container, built by build).
  @Test func builderBuildsAgainWithEagerSingletonsOfItsOwn() throws {
    let built = Counter()
    var builder = ContainerBuilder()
    builder.register(Service.self, .eagerSingleton) {
      built.increment()
      return ServiceImp1() as Service
    }
    let first = try builder.build()
    let second = try builder.build()
    #expect(built.value == 2)
    #expect(try first.resolve(Service.self) !== (try second.resolve(Service.self)))
    #expect(built.value == 2)
  }

  // Dip: testThatItResolvesInstanceWithSixArguments (and one to five): several runtime arguments
  // are one tuple argument, passed in order.
  @Test func sixRuntimeArgumentsArriveInOrder() throws {
    typealias Six = (Int, Int, Int, Int, Int, Int)
    let container = try container { builder in
      builder.register([Int].self, argument: Six.self) { _, a in [a.0, a.1, a.2, a.3, a.4, a.5] }
      builder.register([Int].self, argument: (Int, Int, Int).self) { _, a in [a.0, a.1, a.2] }
    }
    #expect(try container.resolve([Int].self, argument: (1, 2, 3, 4, 5, 6)) == [1, 2, 3, 4, 5, 6])
    #expect(try container.resolve([Int].self, argument: (3, 2, 1)) == [3, 2, 1])
    #expect(throws: ResolutionError.self) { try container.resolve([Int].self, argument: (1, 2)) }
  }

  // Dip: testThatNewRegistrationWithSameArgumentsOverridesPreviousRegistration and
  // testThatItOverridesIfSeveralDefinitionsWithTheSameTagForwardTheSameType. Dip replaces
  // silently; ThinDI's build refuses a duplicate unless it is declared inside `override`
  // (GettingStarted.md: "refuses duplicate registrations ... unless the second is declared
  // inside override").
  @Test func registeringTheSameKeyAgainIsAnErrorOutsideOverride() throws {
    var builder = ContainerBuilder()
    builder.register(Service.self, argument: Int.self) { _, _ in ServiceImp1() as Service }
    builder.register(Service.self, argument: Int.self) { _, _ in ServiceImp2() as Service }
    #expect {
      try builder.build()
    } throws: { error in
      guard let error = error as? BuildError, case .duplicate(let key, _, _) = error.problems.first
      else { return false }
      return key == ServiceKey(Service.self, argumentType: Int.self)
    }
    var replacing = ContainerBuilder()
    replacing.register(Service.self, argument: Int.self) { _, _ in ServiceImp1() as Service }
    replacing.override { builder in
      builder.register(Service.self, argument: Int.self) { _, _ in ServiceImp2() as Service }
    }
    #expect(try replacing.build().resolve(Service.self, argument: 1) is ServiceImp2)
  }

  // Dip: testThatItDoesNotOverrideIfDefinitionForwardsTheSameTypeWithDifferentTag and
  // testThatItDoesNotReuseInstanceResolvedByTypeForwardingRegisteredForAnotherTag.
  @Test func forwardingsUnderDifferentNamesStayApart() throws {
    let container = try container { builder in
      builder.register(ServiceImp1.self, .graph) { ServiceImp1() }
      builder.register(ServiceImp2.self, .graph) { ServiceImp2() }
      builder.register(Service.self, name: "one") { r in try r.resolve(ServiceImp1.self) as Service
      }
      builder.register(Service.self, name: "two") { r in try r.resolve(ServiceImp2.self) as Service
      }
      builder.register(Pair.self) { r in
        Pair(first: try r.resolve(name: "one"), second: try r.resolve(name: "two"))
      }
    }
    let pair = try container.resolve(Pair.self)
    #expect(pair.first is ServiceImp1)
    #expect(pair.second is ServiceImp2)
  }

  // Dip: testThatItReusesInstancesResolvedForOptionalType. Within one resolve a graph instance is
  // the same whether asked for as itself or as its Optional (ChoosingALifestyle.md, "Optional
  // service types": an unregistered Optional asks the registration of its wrapped type).
  @Test func graphInstanceIsSharedWithItsOptionalWithinOneResolve() throws {
    final class Holder {
      let plain: Service, optional: Service?
      init(plain: Service, optional: Service?) { (self.plain, self.optional) = (plain, optional) }
    }
    let container = try container { builder in
      builder.register(Service.self, .graph) { ServiceImp1() as Service }
      builder.register(Holder.self) { r in Holder(plain: try r.resolve(), optional: try r.resolve())
      }
    }
    let holder = try container.resolve(Holder.self)
    #expect(holder.optional === holder.plain)
  }

  private final class Target: Sendable {}
  private final class Made {
    weak var target: Target?
    init(target: Target) { self.target = target }
  }

  // Dip: test_weak_mirror_regression. The container keeps neither a transient it built nor the
  // runtime argument it was built with.
  @Test func transientBuiltWithAnArgumentIsNotKeptNorIsItsArgument() throws {
    let container = try container { builder in
      builder.register(Made.self, name: "my_tag", argument: Target.self) { _, target in
        Made(target: target)
      }
    }
    weak var made: Made?
    weak var released: Target?
    var target: Target? = Target()
    made = try container.resolve(Made.self, name: "my_tag", argument: target!)
    #expect(made == nil)
    released = target
    target = nil
    #expect(released == nil)
  }
}
