import Testing
import ThinDI

// Swinject's container-hierarchy and custom-scope cases (ContainerTests "Container hierarchy",
// ContainerTests.CustomScope), with what an outsider porting them asks next: a child's
// replacement, a parent's singleton reached through a child, a scope made from a child. A
// Swinject custom scope that is reset is a ThinDI ``Scope`` that ends: a new one starts empty.

@Suite struct SwinjectHierarchyTests {
  // Swinject: testContainerDoesNotTerminateGraphPrematurely.
  @Test func parentFactoryResolvingThroughAChildFinishesItsGraph() throws {
    let holder = ContainerHolder()
    let parent = try container { builder in
      builder.register(Food.self) { Sushi() as Food }
      builder.register(PetOwner.self) { r in
        let owner = PetOwner(pet: try holder.container?.resolve(Animal.self))
        owner.favoriteFood = try r.resolve()
        return owner
      }
    }
    let child = try parent.makeChild { $0.register(Animal.self) { Cat() as Animal } }
    holder.container = child
    let owner = try parent.resolve(PetOwner.self)
    #expect(owner.pet is Cat)
    #expect(owner.favoriteFood is Sushi)
  }

  @Test func childReplacingASingletonHasItsOwnAndTheParentKeepsItsOwn() throws {
    let parent = try container { $0.register(Cat.self, .singleton) { Cat(name: "parent") } }
    let child = try parent.makeChild { $0.register(Cat.self, .singleton) { Cat(name: "child") } }
    let sibling = try parent.makeChild { _ in }
    #expect(try child.resolve(Cat.self).name == "child")
    #expect(try parent.resolve(Cat.self).name == "parent")
    #expect(try sibling.resolve(Cat.self) === (try parent.resolve(Cat.self)))
    #expect(try child.resolve(Cat.self) === (try child.resolve(Cat.self)))
  }

  @Test func siblingsKeepTheSingletonsTheyRegisterApart() throws {
    let parent = try container { _ in }
    let first = try parent.makeChild { $0.register(Cat.self, .singleton) { Cat() } }
    let second = try parent.makeChild { $0.register(Cat.self, .singleton) { Cat() } }
    #expect(try first.resolve(Cat.self) !== (try second.resolve(Cat.self)))
    #expect(!parent.isRegistered(Cat.self))
  }

  @Test func parentWeakInstanceIsSharedWithTheChildWhileHeld() throws {
    let parent = try container { $0.register(Cat.self, .weak) { Cat() } }
    let child = try parent.makeChild { _ in }
    var held: Cat? = try child.resolve(Cat.self)
    #expect(try parent.resolve(Cat.self) === held)
    weak let released = held
    held = nil
    #expect(released == nil, "neither container keeps it")
  }

  @Test func circularSingletonsOfTheParentLinkUpWhenAChildAsksFirst() throws {
    let parent = try container { builder in
      builder.register(Server.self, .singleton) { _ in
        Server()
      } finish: { r, server in
        server.client = try r.resolve()
      }
      builder.register(Client.self, .singleton) { r in
        let client = Client()
        client.server = try r.resolve()
        return client
      }
    }
    let child = try parent.makeChild { _ in }
    let server = try child.resolve(Server.self)
    #expect(server.client?.server === server)
    #expect(try parent.resolve(Server.self) === server)
    #expect(try parent.resolve(Client.self) === server.client)
  }

  @Test func missingDependencyOfAParentSingletonNamesThePathFromTheChild() throws {
    let parent = try container { builder in
      builder.register(PetOwner.self, .singleton) { r in
        PetOwner(pet: try r.resolve(Animal.self))
      }
    }
    let child = try parent.makeChild { builder in
      builder.register(Person.self) { r in try r.resolve(PetOwner.self) as Person }
    }
    #expect {
      try child.resolve(Person.self)
    } throws: { error in
      "\(error)" == "Person → PetOwner → Animal: not registered"
    }
  }
}

// Swinject: ContainerTests.CustomScope, a scope that is reset is one that ends.
@Suite struct SwinjectCustomScopeTests {
  @Test func scopeKeepsOneInstancePerServiceAndScope() throws {
    let container = try container { builder in
      builder.register(Cat.self, .scoped) { Cat() }
      builder.register(Dog.self, .scoped) { Dog() }
    }
    let scope = container.makeScope()
    let other = container.makeScope()
    #expect(try scope.resolve(Cat.self) === (try scope.resolve(Cat.self)))
    #expect(try scope.resolve(Cat.self) !== (try other.resolve(Cat.self)))
    #expect(try scope.resolve(Dog.self) === (try scope.resolve(Dog.self)))
  }

  // Swinject: testContainerDoesNotRemoveInstancesFromOtherScopes.
  @Test func endingAScopeReleasesItsInstancesOnly() throws {
    let container = try container { $0.register(Cat.self, .scoped) { Cat() } }
    let ending = container.makeScope(named: "ending")
    let staying = container.makeScope(named: "staying")
    weak let released = try ending.resolve(Cat.self)
    let kept = try staying.resolve(Cat.self)
    ending.end()
    #expect(released == nil)
    #expect(try staying.resolve(Cat.self) === kept)
    #expect(throws: ResolutionError.self) { try ending.resolve(Cat.self) }
  }

  // Swinject: testContainerRemovesInstanceFromServiceRegisteredInParentContainer.
  @Test func scopeOfAChildKeepsAndReleasesWhatItsParentRegistered() throws {
    let parent = try container { $0.register(Cat.self, .scoped) { Cat() } }
    let child = try parent.makeChild { _ in }
    let childScope = child.makeScope(named: "child")
    let parentScope = parent.makeScope(named: "parent")
    let cat = try childScope.resolve(Cat.self)
    #expect(try childScope.resolve(Cat.self) === cat)
    #expect(try parentScope.resolve(Cat.self) !== cat)
    childScope.end()
    #expect {
      try childScope.resolve(Cat.self)
    } throws: { error in
      "\(error)" == #"Cat: scope "child" has ended"#
    }
  }

  @Test func scopedServiceOfAChildUsesTheChildsReplacements() throws {
    let parent = try container { builder in
      builder.register(Animal.self) { Cat(name: "parent") as Animal }
      builder.register(PetOwner.self, .scoped) { r in PetOwner(pet: try r.resolve()) }
    }
    let child = try parent.makeChild { $0.register(Animal.self) { Dog(name: "child") as Animal } }
    #expect(try child.makeScope().resolve(PetOwner.self).pet?.name == "child")
  }

  @Test func scopedOutsideAnyScopeIsAnErrorThatSaysSo() throws {
    let container = try container { builder in
      builder.register(Cat.self, .scoped) { Cat() }
      builder.register(PetOwner.self) { r in PetOwner(pet: try r.resolve(Cat.self)) }
    }
    #expect {
      try container.resolve(PetOwner.self)
    } throws: { error in
      "\(error)" == "PetOwner → Cat: scoped, resolve it from a Scope"
    }
  }
}
