import Testing
import ThinDI

// Behaviours of Swinject's own test suite (ContainerTests, the Arguments, TypeForwarding and
// Optional cases, ServiceKey) that ThinDI supports, in ThinDI's terms: `.transient` is
// Swinject's transient, `.graph` its graph scope, `.singleton` its container scope, `.weak` its
// weak scope; `finish` is `initCompleted`; a child container is `Container(parent:)`. Where
// Swinject answers nil, ThinDI throws an error that says why.

@Suite struct SwinjectBehaviourTests {
  @Test func unregisteredServiceIsAnErrorNamingIt() throws {
    let container = try container { _ in }
    #expect(throws: ResolutionError.self) { try container.resolve(Animal.self) }
    #expect(try container.resolve(Animal?.self) == nil)
  }

  @Test func registrationsOfOneTypeDifferByArguments() throws {
    let container = try container { builder in
      builder.register(Animal.self) { Cat() as Animal }
      builder.register(Animal.self, argument: String.self) { _, name in Cat(name: name) }
      builder.register(Animal.self, argument: (String, Bool).self) { _, arguments in
        Cat(name: arguments.0, sleeping: arguments.1)
      }
    }
    let noName = try container.resolve(Animal.self) as? Cat
    let mimi = try container.resolve(Animal.self, argument: "Mimi") as? Cat
    let mew = try container.resolve(Animal.self, argument: ("Mew", true)) as? Cat
    #expect(noName?.name == nil)
    #expect(mimi?.name == "Mimi")
    #expect(mew?.name == "Mew" && mew?.sleeping == true)
  }

  @Test func manyArgumentsTravelAsOneTuple() throws {
    typealias Nine = (String, String, String, String, String, String, String, String, String)
    let container = try container { builder in
      builder.register(Animal.self, argument: Nine.self) { _, a in
        Cat(name: a.0 + a.1 + a.2 + a.3 + a.4 + a.5 + a.6 + a.7 + a.8)
      }
    }
    let cat = try container.resolve(
      Animal.self, argument: ("1", "2", "3", "4", "5", "6", "7", "8", "9"))
    #expect(cat.name == "123456789")
  }

  @Test func registrationsOfOneTypeDifferByName() throws {
    let container = try container { builder in
      builder.register(Animal.self, name: "RegMimi") { Cat(name: "Mimi") as Animal }
      builder.register(Animal.self, name: "RegMew") { Cat(name: "Mew") as Animal }
      builder.register(Animal.self) { Cat() as Animal }
    }
    #expect(try container.resolve(Animal.self, name: "RegMimi").name == "Mimi")
    #expect(try container.resolve(Animal.self, name: "RegMew").name == "Mew")
    #expect(try container.resolve(Animal.self).name == nil)
  }

  @Test func childResolvesWhatItsParentRegisteredButNotTheOtherWayRound() throws {
    let parent = try container { $0.register(Animal.self) { Cat() as Animal } }
    let child = try parent.makeChild { $0.register(Food.self) { Sushi() as Food } }
    #expect(try child.resolve(Animal.self) is Cat)
    #expect(throws: ResolutionError.self) { try parent.resolve(Food.self) }
  }

  @Test func childKeepsNoTransientAlive() throws {
    let parent = try container { $0.register(Cat.self) { Cat() } }
    let child = try parent.makeChild { _ in }
    weak let cat = try child.resolve(Cat.self)
    #expect(cat == nil)
  }

  /// A cat and its owner that both like some food: shared or not depending on its lifestyle.
  private func ownerOfACat(food lifestyle: Lifestyle) throws -> PetOwner {
    let container = try container { builder in
      builder.register(Food.self, lifestyle) { Sushi() as Food }
      builder.register(Animal.self) { r in
        let cat = Cat()
        cat.favoriteFood = try r.resolve()
        return cat as Animal
      }
      builder.register(Person.self) { r in
        let owner = PetOwner(pet: try r.resolve())
        owner.favoriteFood = try r.resolve()
        return owner as Person
      }
    }
    return try container.resolve(Person.self) as! PetOwner
  }

  @Test func transientGivesEveryoneANewInstance() throws {
    let container = try container { $0.register(Animal.self, .transient) { Cat() as Animal } }
    #expect(try container.resolve(Animal.self) !== (try container.resolve(Animal.self)))
    let owner = try ownerOfACat(food: .transient)
    #expect(owner.favoriteFood !== (owner.pet as? Cat)?.favoriteFood)
  }

  @Test func graphSharesWithinOneResolveOnly() throws {
    let container = try container { $0.register(Animal.self, .graph) { Cat() as Animal } }
    #expect(try container.resolve(Animal.self) !== (try container.resolve(Animal.self)))
    let owner = try ownerOfACat(food: .graph)
    #expect(owner.favoriteFood != nil)
    #expect(owner.favoriteFood === (owner.pet as? Cat)?.favoriteFood)
  }

  @Test func singletonIsSharedAndParentAndChildShareIt() throws {
    let parent = try container { builder in
      builder.register(Animal.self, .singleton) { Cat() as Animal }
      builder.register(Animal.self, name: "dog", .singleton) { Dog() as Animal }
    }
    let child = try parent.makeChild { _ in }
    #expect(try parent.resolve(Animal.self) === (try child.resolve(Animal.self)))
    let dog = try child.resolve(Animal.self, name: "dog")
    #expect(try parent.resolve(Animal.self, name: "dog") === dog, "first asked through the child")
  }

  @Test func parentSingletonIsOneInstanceInAGraphResolvedThroughAChild() throws {
    let parent = try container { $0.register(Food.self, .singleton) { Sushi() as Food } }
    let child = try parent.makeChild { builder in
      builder.register(Animal.self) { r in
        let cat = Cat()
        cat.favoriteFood = try r.resolve()
        return cat as Animal
      }
      builder.register(Person.self) { r in
        let owner = PetOwner(pet: try r.resolve())
        owner.favoriteFood = try r.resolve()
        return owner as Person
      }
    }
    let owner = try child.resolve(Person.self) as! PetOwner
    #expect(owner.favoriteFood === (owner.pet as? Cat)?.favoriteFood)
  }

  @Test func weakIsSharedWhileHeldAndNotKept() throws {
    let container = try container { builder in
      builder.register(Animal.self, .weak) { Cat() as Animal }
      builder.register(Animal.self, name: "unheld", .weak) { Cat() as Animal }
    }
    let cat = try container.resolve(Animal.self)
    #expect(try container.resolve(Animal.self) === cat)
    weak let unheld = try container.resolve(Animal.self, name: "unheld")
    #expect(unheld == nil, "the container keeps no strong reference")
  }

  @Test func finishRunsWhenAnInstanceIsBuilt() throws {
    let finished = Counter()
    let container = try container { builder in
      builder.register(Animal.self) { _ in
        Cat() as Animal
      } finish: { _, _ in
        finished.increment()
      }
    }
    _ = try container.resolve(Animal.self)
    #expect(finished.value == 1)
  }

  @Test func injectionThroughInitializerPropertyOrMethod() throws {
    let container = try container { builder in
      builder.register(Animal.self) { Cat() as Animal }
      builder.register(Person.self, name: "initializer") { r in
        PetOwner(pet: try r.resolve()) as Person
      }
      builder.register(Person.self, name: "property") { r in
        let owner = PetOwner()
        owner.pet = try r.resolve()
        return owner as Person
      }
      builder.register(Person.self, name: "property in finish") { _ in
        PetOwner() as Person
      } finish: { r, owner in
        (owner as? PetOwner)?.pet = try r.resolve()
      }
      builder.register(Person.self, name: "method") { r in
        let owner = PetOwner()
        owner.inject(pet: try r.resolve())
        return owner as Person
      }
      builder.register(Person.self, name: "method in finish") { _ in
        PetOwner() as Person
      } finish: { r, owner in
        (owner as? PetOwner)?.inject(pet: try r.resolve())
      }
    }
    for name in ["initializer", "property", "property in finish", "method", "method in finish"] {
      let owner = try container.resolve(Person.self, name: name) as? PetOwner
      #expect(owner?.pet != nil, "\(name)")
    }
  }

  @Test(arguments: [Lifestyle.transient, .graph, .singleton])
  func valueTypesAreCopiedWhateverTheLifestyle(lifestyle: Lifestyle) throws {
    let built = Counter()
    let container = try container { builder in
      builder.register(Turtle.self, lifestyle) {
        built.increment()
        return Turtle(name: "Ninja")
      }
    }
    let child = try container.makeChild { _ in }
    for resolving in [container, child] {
      var first = try resolving.resolve(Turtle.self)
      let second = try resolving.resolve(Turtle.self)
      first.name = "Samurai"
      #expect(first.name == "Samurai")
      #expect(second.name == "Ninja")
    }
    #expect(built.value == (lifestyle == .singleton ? 1 : 4))
  }
}
