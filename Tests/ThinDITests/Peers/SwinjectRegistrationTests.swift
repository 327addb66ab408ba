import Testing
import ThinDI

// The registration behaviours of Swinject's own test suite (ContainerTests' self binding and
// isRegistered, TypeForwarding, the Optional cases, ServiceKey), in ThinDI's terms (see
// SwinjectBehaviourTests).

@Suite struct SwinjectRegistrationTests {
  @Test func subclassAndSelfBinding() throws {
    let container = try container { builder in
      builder.register(Cat.self) { Siamese(name: "Siam") }
      builder.register(PetOwner.self) { r in PetOwner(pet: try r.resolve(Animal.self)) }
      builder.register(Animal.self) { Siamese(name: "Siam") as Animal }
    }
    #expect((try container.resolve(Cat.self) as? Siamese)?.name == "Siam")
    #expect((try container.resolve(PetOwner.self).pet as? Siamese)?.name == "Siam")
  }

  @Test func isRegisteredByTypeAndName() throws {
    let container = try container { builder in
      builder.register(Animal.self) { Cat() as Animal }
      builder.register(Food.self, name: "Sushi") { Sushi() as Food }
    }
    #expect(container.isRegistered(Animal.self))
    #expect(!container.isRegistered(PetOwner.self))
    #expect(container.isRegistered(Food.self, name: "Sushi"))
    #expect(!container.isRegistered(Food.self, name: "Pizza"))
    #expect(!container.isRegistered(Food.self))
  }

  @Test func forwardingATypeToAnotherRegistrationSharesItsInstance() throws {
    let container = try container { builder in
      builder.register(Dog.self, .singleton) { Dog() }
      builder.register(Animal.self) { r in try r.resolve(Dog.self) as Animal }
      builder.register(Animal.self, name: "Hachi") { r in try r.resolve(Dog.self) as Animal }
      builder.register(Cat.self, argument: (String, Bool).self) { _, a in
        Cat(name: a.0, sleeping: a.1)
      }
      builder.register(Animal.self, argument: (String, Bool).self) { r, arguments in
        try r.resolve(Cat.self, argument: arguments) as Animal
      }
    }
    #expect(try container.resolve(Animal.self) === (try container.resolve(Dog.self)))
    #expect(try container.resolve(Animal.self, name: "Hachi") is Dog)
    #expect(try container.resolve(Animal?.self, name: "Mimi") == nil)
    let cat = try container.resolve(Animal.self, argument: ("Mimi", true)) as? Cat
    #expect(cat?.name == "Mimi" && cat?.sleeping == true)
  }

  @Test func optionalResolvesTheWrappedRegistration() throws {
    let container = try container { builder in
      builder.register(Dog.self, factory: { Dog() })
      builder.register(Dog.self, name: "Hachi") { Dog() }
      builder.register(Dog.self, argument: String.self) { _, name in Dog(name: name) }
    }
    #expect(try container.resolve(Dog?.self) != nil)
    #expect(try container.resolve(Cat?.self) == nil, "nil, not an error")
    #expect(try container.resolve(Dog?.self, name: "Hachi") != nil)
    #expect(try container.resolve(Dog?.self, name: "Mimi") == nil)
    #expect(try container.resolve(Dog?.self, argument: "Hachi")?.name == "Hachi")
  }

  @Test func serviceKeysCompareByTypeNameAndArgument() {
    #expect(ServiceKey(Animal.self) == ServiceKey(Animal.self))
    #expect(ServiceKey(Animal.self) != ServiceKey(Person.self))
    #expect(ServiceKey(Animal.self, name: "a") == ServiceKey(Animal.self, name: "a"))
    #expect(ServiceKey(Animal.self, name: "a") != ServiceKey(Animal.self, name: "b"))
    #expect(
      ServiceKey(Animal.self, argumentType: String.self)
        != ServiceKey(Animal.self, argumentType: Int.self))
    #expect(
      Set([ServiceKey(Animal.self, name: "a"), ServiceKey(Animal.self, name: "a")]).count == 1)
  }

  @Test func failureListsTheRegistrationsOfTheSameType() throws {
    let container = try container { builder in
      builder.register(Int.self) { 0 }
      builder.register(Int.self, name: "other") { 1 }
    }
    #expect {
      try container.resolve(Int.self, name: "name", argument: 1.5)
    } throws: { error in
      guard let error = error as? ResolutionError,
        case .notRegistered(let alternatives) = error.reason
      else { return false }
      return error.failedKey == ServiceKey(Int.self, name: "name", argumentType: Double.self)
        && alternatives.count == 2
    }
  }
}
