import Testing
import ThinDI

// The object-scope cases of Swinject's suite that the other Swinject* files do not port:
// WeakStorageTests, ServiceEntryTests' default scope, ContainerTests' value types in the weak
// scope and zombies, and ContainerTests.CustomScope's resets that leave other scopes alone.

/// Swinject: WeakStorageTests and ServiceEntryTests.
@Suite struct SwinjectObjectScopeTests {
  // Swinject: testWeakStorageShouldProvideStoredInstanceWithStrongReference and
  // testWeakStorageShouldNotPersistInstanceWithWeakReference.
  @Test func weakInstanceIsKeptWhileHeldAndRebuiltOnceLetGo() throws {
    let built = Counter()
    let container = try container { builder in
      builder.register(Cat.self, .weak) {
        built.increment()
        return Cat()
      }
    }
    var held: Cat? = try container.resolve(Cat.self)
    weak let released = held
    #expect(try container.resolve(Cat.self) === held)
    #expect(built.value == 1)
    held = nil
    #expect(released == nil, "the container kept no strong reference")
    _ = try container.resolve(Cat.self)
    #expect(built.value == 2)
  }

  // Swinject: testWeakStorageShouldNotPersistInstanceWithoutStrongReference, for a protocol type:
  // the class instance behind it is what is held weakly.
  @Test func weakInstanceBehindAProtocolIsNotKept() throws {
    let container = try container { $0.register(Animal.self, .weak) { Dog() as Animal } }
    weak let dog = try container.resolve(Animal.self)
    #expect(dog == nil)
  }

  // Swinject: testWeakStorageShouldNotPersistInstance (a value type), where Swinject's weak scope
  // builds a new value on every resolve. ThinDI refuses: "a value cannot be, and resolving it
  // throws `weak lifestyle needs a class instance, the factory made a value`"
  // (ChoosingALifestyle.md, "Existential service types").
  @Test func weakValueIsAnErrorThatSaysSo() throws {
    let container = try container { builder in
      builder.register(Turtle.self, .weak) { Turtle(name: "Ninja") }
      builder.register(Any.self, .weak) { Turtle(name: "Ninja") as Any }
    }
    for resolve in [
      { _ = try container.resolve(Turtle.self) }, { _ = try container.resolve(Any.self) },
    ] {
      #expect {
        try resolve()
      } throws: { error in
        "\(error)".hasSuffix("weak lifestyle needs a class instance, the factory made a value")
      }
    }
  }

  // Swinject: testServiceEntryHasObjectScopeGraphAsDefault. Swinject's default is the graph
  // scope; ThinDI's is transient: "a ``Lifestyle`` (transient by default)" (GettingStarted.md,
  // "Say how to build it, in installers"). Two factories of one resolve get two instances.
  @Test func registrationWithoutALifestyleIsTransientNotGraph() throws {
    let container = try container { builder in
      builder.register(Food.self) { Sushi() as Food }
      builder.register(Cat.self) { r in
        let cat = Cat()
        cat.favoriteFood = try r.resolve()
        return cat
      }
      builder.register(PetOwner.self) { r in
        let owner = PetOwner(pet: try r.resolve(Cat.self))
        owner.favoriteFood = try r.resolve()
        return owner
      }
    }
    let owner = try container.resolve(PetOwner.self)
    #expect(owner.favoriteFood != nil)
    #expect(owner.favoriteFood !== (owner.pet as? Cat)?.favoriteFood)
  }

  // Swinject: testContainerDoesNotCreateZombies. A parent's transient resolved through a child
  // is not kept by either.
  @Test func parentTransientResolvedThroughAChildIsNotKept() throws {
    let parent = try container { $0.register(Cat.self) { Cat() } }
    let child = try parent.makeChild { _ in }
    weak let cat = try child.resolve(Cat.self)
    #expect(cat == nil)
  }
}

/// Swinject: ContainerTests.CustomScope, the resets that leave the other scopes' instances.
@Suite struct SwinjectScopeResetTests {
  // Swinject: testResetObjectScopeDoesNotRemoveInstancesOfDifferentScopes. Ending a scope
  // releases its scoped instances only: singletons and weak instances held elsewhere stay.
  @Test func endingAScopeKeepsSingletonsAndWeakInstances() throws {
    let container = try container { builder in
      builder.register(Cat.self, .scoped) { Cat() }
      builder.register(Dog.self, .singleton) { Dog() }
      builder.register(Animal.self, .weak) { Siamese() as Animal }
    }
    let scope = container.makeScope()
    let cat = try scope.resolve(Cat.self)
    let dog = try scope.resolve(Dog.self)
    let siamese = try scope.resolve(Animal.self)
    scope.end()
    let next = container.makeScope()
    #expect(try next.resolve(Cat.self) !== cat)
    #expect(try next.resolve(Dog.self) === dog)
    #expect(try next.resolve(Animal.self) === siamese)
    #expect(try container.resolve(Dog.self) === dog)
  }

  // Swinject: testResetObjectScopeDoesNotRemoveInstancesOfDifferentTypes, where two custom
  // scopes are two kinds of lifetime. ThinDI has one `.scoped` lifestyle and as many scopes as
  // sessions: ending one leaves every scoped type of the other.
  @Test func endingOneScopeLeavesEveryTypeOfAnother() throws {
    let container = try container { builder in
      builder.register(Cat.self, .scoped) { Cat() }
      builder.register(Dog.self, .scoped) { Dog() }
    }
    let ending = container.makeScope(named: "ending")
    let staying = container.makeScope(named: "staying")
    _ = try ending.resolve(Dog.self)
    let cat = try staying.resolve(Cat.self)
    let dog = try staying.resolve(Dog.self)
    ending.end()
    #expect(try staying.resolve(Cat.self) === cat)
    #expect(try staying.resolve(Dog.self) === dog)
    #expect(!staying.hasEnded && ending.hasEnded)
  }
}
