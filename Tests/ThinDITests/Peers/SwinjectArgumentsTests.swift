import Testing
import ThinDI

// Swinject's ContainerTests.Arguments (1 to 9 arguments) and Dip's RuntimeArgumentsTests, in
// ThinDI's terms: a registration takes one argument, and several travel as one tuple, whose
// arity, element types and order are part of the key. Plus what a port meets next: an argument
// registration reached through a child, inside a graph, through a provider, and recursively.

@Suite struct SwinjectArgumentsTests {
  @Test func oneToNineArgumentsEachFindTheirRegistration() throws {
    let container = try container { builder in
      builder.register(Cat.self, argument: String.self) { _, a in Cat(name: a) }
      builder.register(Cat.self, argument: (String, String).self) { _, a in Cat(name: a.0 + a.1) }
      builder.register(Cat.self, argument: (String, String, String).self) { _, a in
        Cat(name: a.0 + a.1 + a.2)
      }
      builder.register(Cat.self, argument: (String, String, String, String).self) { _, a in
        Cat(name: a.0 + a.1 + a.2 + a.3)
      }
      builder.register(Cat.self, argument: (String, String, String, String, String).self) {
        _, a in Cat(name: a.0 + a.1 + a.2 + a.3 + a.4)
      }
      builder.register(
        Cat.self, argument: (String, String, String, String, String, String).self
      ) { _, a in Cat(name: a.0 + a.1 + a.2 + a.3 + a.4 + a.5) }
    }
    #expect(try container.resolve(Cat.self, argument: "1").name == "1")
    #expect(try container.resolve(Cat.self, argument: ("1", "2")).name == "12")
    #expect(try container.resolve(Cat.self, argument: ("1", "2", "3")).name == "123")
    #expect(try container.resolve(Cat.self, argument: ("1", "2", "3", "4")).name == "1234")
    #expect(try container.resolve(Cat.self, argument: ("1", "2", "3", "4", "5")).name == "12345")
    let six = try container.resolve(Cat.self, argument: ("1", "2", "3", "4", "5", "6"))
    #expect(six.name == "123456")
  }

  // Dip: testThatItRegistersDifferentFactoriesForDifferentOrderOfArguments.
  @Test func orderOfTheArgumentsIsPartOfTheKey() throws {
    let container = try container { builder in
      builder.register(Cat.self, argument: (String, Bool).self) { _, a in
        Cat(name: "string first", sleeping: a.1)
      }
      builder.register(Cat.self, argument: (Bool, String).self) { _, a in
        Cat(name: "bool first", sleeping: a.0)
      }
    }
    #expect(try container.resolve(Cat.self, argument: ("x", true)).name == "string first")
    #expect(try container.resolve(Cat.self, argument: (true, "x")).name == "bool first")
  }

  // Dip: testThatNewRegistrationWithSameArgumentsOverridesPreviousRegistration. ThinDI refuses
  // the second registration unless it is declared as an override.
  @Test func secondRegistrationWithTheSameArgumentIsAnOverrideOrAnError() throws {
    var builder = ContainerBuilder()
    builder.register(Cat.self, argument: String.self) { _, a in Cat(name: a) }
    builder.register(Cat.self, argument: String.self) { _, a in Cat(name: a + "!") }
    #expect(throws: BuildError.self) { try builder.build() }
    let overridden = try container { builder in
      builder.register(Cat.self, argument: String.self) { _, a in Cat(name: a) }
    }.overriding { builder in
      builder.register(Cat.self, argument: String.self) { _, a in Cat(name: a + "!") }
    }
    #expect(try overridden.resolve(Cat.self, argument: "Mimi").name == "Mimi!")
  }

  @Test func wrongArgumentTypeListsTheRegistrationsThatTakeOthers() throws {
    let container = try container { builder in
      builder.register(Cat.self, argument: String.self) { _, a in Cat(name: a) }
      builder.register(Cat.self, argument: (String, Bool).self) { _, a in Cat(name: a.0) }
    }
    #expect {
      try container.resolve(Cat.self, argument: 3)
    } throws: { error in
      "\(error)"
        == "Cat(argument: Int): not registered (registered: Cat(argument: (String, Bool)), "
        + "Cat(argument: String))"
    }
  }

  @Test func argumentRegistrationOfTheParentIsResolvedThroughAChild() throws {
    let parent = try container { builder in
      builder.register(PetOwner.self, argument: String.self) { r, name in
        PetOwner(pet: try r.resolve(Animal.self, name: name))
      }
      builder.register(Animal.self, name: "Mimi") { Cat(name: "parent") as Animal }
    }
    let child = try parent.makeChild { builder in
      builder.register(Animal.self, name: "Mimi") { Cat(name: "child") as Animal }
    }
    #expect(try child.resolve(PetOwner.self, argument: "Mimi").pet?.name == "child")
  }

  @Test func argumentFactorySharesTheGraphOfTheResolveItRunsIn() throws {
    let container = try container { builder in
      builder.register(Food.self, .graph) { Sushi() as Food }
      builder.register(Cat.self, argument: String.self) { r, name in
        let cat = Cat(name: name)
        cat.favoriteFood = try r.resolve()
        return cat
      }
      builder.register(PetOwner.self) { r in
        let owner = PetOwner(pet: try r.resolve(Cat.self, argument: "Mimi"))
        owner.favoriteFood = try r.resolve()
        return owner
      }
    }
    let owner = try container.resolve(PetOwner.self)
    #expect(owner.favoriteFood != nil)
    #expect((owner.pet as? Cat)?.favoriteFood === owner.favoriteFood)
  }

  @Test func argumentProviderBuildsWithEachArgumentItIsGiven() throws {
    final class Shelter {
      let adopt: ArgumentProvider<(String, Bool), Cat>
      init(adopt: ArgumentProvider<(String, Bool), Cat>) { self.adopt = adopt }
    }
    let container = try container { builder in
      builder.register(Cat.self, argument: (String, Bool).self) { _, a in
        Cat(name: a.0, sleeping: a.1)
      }
      builder.register(Shelter.self) { r in
        Shelter(adopt: try r.provider(Cat.self, argument: (String, Bool).self))
      }
    }
    let shelter = try container.resolve(Shelter.self)
    let mimi = try shelter.adopt(("Mimi", true))
    let mew = try shelter.adopt(("Mew", false))
    #expect(mimi.name == "Mimi" && mimi.sleeping)
    #expect(mew.name == "Mew" && !mew.sleeping)
  }

  @Test func recursionThroughAnArgumentEndsWhenTheArgumentSaysSo() throws {
    final class Node {
      let next: Node?
      init(next: Node?) { self.next = next }
      var length: Int { 1 + (next?.length ?? 0) }
    }
    let container = try container { builder in
      builder.register(Node.self, argument: Int.self) { r, remaining in
        Node(next: remaining == 0 ? nil : try r.resolve(Node.self, argument: remaining - 1))
      }
    }
    #expect(try container.resolve(Node.self, argument: 299).length == 300)
  }
}
