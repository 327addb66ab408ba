import Testing
import ThinDI

// Factory's FactoryDefectTests and the nil and reset cases of FactoryScopeTests and
// FactoryParameterTests, each a bug Factory once had, checked against ThinDI. Factory resets a
// scope or re-registers in place; ThinDI makes a new container (`overriding`) and leaves the old
// one as it was.

@Suite struct FactoryDefectTests {
  private protocol Service {}
  private final class ClassService: Service {}
  private struct ValueService: Service {}

  // Factory: testNilSharedServiceCaching and testNilScopedServiceCaching, where a nil is never
  // kept. In ThinDI a weak nil is nothing to hold, so it is built again; a singleton is built
  // once, whatever it made.
  @Test(arguments: [(Lifestyle.weak, 2), (.singleton, 1)])
  func optionalThatMadeNil(lifestyle: Lifestyle, builds: Int) throws {
    let built = Counter()
    let container = try container { builder in
      builder.register(ClassService?.self, lifestyle) {
        built.increment()
        return nil
      }
    }
    #expect(try container.resolve(ClassService?.self) == nil)
    #expect(try container.resolve(ClassService?.self) == nil)
    #expect(built.value == builds)
  }

  // Factory: testProtocolSharedValueScope, where a value shared weakly is quietly not shared.
  // ThinDI says the weak lifestyle cannot hold it.
  @Test func weakValueBehindAProtocolIsAnErrorNamingIt() throws {
    let container = try container { builder in
      builder.register(Service.self, .weak) { ValueService() as Service }
      builder.register(Service.self, name: "class", .weak) { ClassService() as Service }
    }
    #expect {
      try container.resolve(Service.self)
    } throws: { error in
      "\(error)" == "Service: weak lifestyle needs a class instance, the factory made a value"
    }
    let held = try container.resolve(Service.self, name: "class")
    #expect(try container.resolve(Service.self, name: "class") as AnyObject === held as AnyObject)
  }

  // Factory: testDuplicateTypeDistinctResolution.
  @Test func replacingOneRegistrationOfATypeLeavesTheOtherAlone() throws {
    let container = try container { builder in
      builder.register(Cat.self, name: "first") { Cat(name: "first") }
      builder.register(Cat.self, name: "second") { Cat(name: "second") }
    }
    let replaced = try container.overriding { builder in
      builder.register(Cat.self, name: "first") { Cat(name: "mock") }
    }
    #expect(try replaced.resolve(Cat.self, name: "first").name == "mock")
    #expect(try replaced.resolve(Cat.self, name: "second").name == "second")
    #expect(try container.resolve(Cat.self, name: "first").name == "first")
  }

  // Factory: testRegistrationClearsScope and testContextClearingScope.
  @Test func overridingStartsWithoutInstancesAndRebuildsWhatDependsOnTheReplacement() throws {
    let container = try container { builder in
      builder.register(Animal.self, .singleton) { Cat(name: "real") as Animal }
      builder.register(PetOwner.self, .singleton) { r in PetOwner(pet: try r.resolve()) }
    }
    let owner = try container.resolve(PetOwner.self)
    let replaced = try container.overriding { builder in
      builder.register(Animal.self, .singleton) { Dog(name: "mock") as Animal }
    }
    #expect(try replaced.resolve(PetOwner.self) !== owner)
    #expect(try replaced.resolve(PetOwner.self).pet?.name == "mock")
    #expect(try container.resolve(PetOwner.self) === owner)
    #expect(owner.pet?.name == "real")
  }

  // Factory: testScopeOnParameterServiceResolutions, a cache per argument value. A ThinDI
  // registration with an argument is always transient: each resolve builds.
  @Test func registrationWithAnArgumentBuildsOnEveryResolve() throws {
    let container = try container { builder in
      builder.register(Cat.self, argument: Int.self) { _, value in Cat(name: "\(value)") }
    }
    let six = try container.resolve(Cat.self, argument: 6)
    #expect(six.name == "6")
    #expect(try container.resolve(Cat.self, argument: 7).name == "7")
    #expect(try container.resolve(Cat.self, argument: 6) !== six)
  }
}
