import Testing
import ThinDI

// The cases of Swinject's ContainerTests.TypeForwarding that SwinjectRegistrationTests does not
// port. ThinDI has no `forward` or `implements`: a forwarded type is a registration whose
// factory resolves the implementation (see DipTypeForwardingTests), so forwarding between
// incompatible types (Swinject's testContainerDoesNotResolveWhenForwardingIncompatibleTypes and
// its argument variant) does not compile, and is not ported.

private protocol Walks: AnyObject {}
private protocol Barks: AnyObject {}
private protocol Fetches: AnyObject {}
extension Dog: Walks, Barks, Fetches {}

/// Three views of one dog, to check which of them are one instance.
private final class DogViews {
  let walks: Walks
  let barks: Barks
  let fetches: Fetches
  let dog: Dog
  init(walks: Walks, barks: Barks, fetches: Fetches, dog: Dog) {
    (self.walks, self.barks, self.fetches, self.dog) = (walks, barks, fetches, dog)
  }
}

/// Swinject: ContainerTests.TypeForwarding.
@Suite struct SwinjectTypeForwardingTests {
  // Swinject: testContainerSuportsMultipleForwardingDefinitions and
  // testContainerSupportsDefiningMultipleTypesAtOnce, with Swinject's default graph scope: the
  // forwarded types of one resolve are its one dog.
  @Test func severalTypesForwardedToOneGraphRegistrationAreItsInstance() throws {
    let container = try container { builder in
      builder.register(Dog.self, .graph) { Dog() }
      builder.register(Walks.self) { r in try r.resolve(Dog.self) as Walks }
      builder.register(Barks.self) { r in try r.resolve(Dog.self) as Barks }
      builder.register(Fetches.self) { r in try r.resolve(Dog.self) as Fetches }
      builder.register(DogViews.self) { r in
        DogViews(
          walks: try r.resolve(), barks: try r.resolve(), fetches: try r.resolve(),
          dog: try r.resolve())
      }
    }
    #expect(try container.resolve(Walks.self) is Dog)
    #expect(try container.resolve(Barks.self) is Dog)
    #expect(try container.resolve(Fetches.self) is Dog)
    let views = try container.resolve(DogViews.self)
    #expect(views.walks === views.dog && views.barks === views.dog && views.fetches === views.dog)
    #expect(try container.resolve(Walks.self) !== (try container.resolve(Walks.self)))
  }

  // Swinject: testContainerResolvesForwardedTypesOnlyWhenCorrectNameIsGiven.
  @Test func namedForwardsAreFoundUnderTheirOwnNameOnly() throws {
    let container = try container { builder in
      builder.register(Dog.self) { Dog() }
      builder.register(Walks.self, name: "1") { r in try r.resolve(Dog.self) as Walks }
      builder.register(Barks.self, name: "2") { r in try r.resolve(Dog.self) as Barks }
      builder.register(Fetches.self, name: "3") { r in try r.resolve(Dog.self) as Fetches }
    }
    #expect(try container.resolve(Walks.self, name: "1") is Dog)
    #expect(try container.resolve(Barks?.self) == nil)
    #expect(try container.resolve(Fetches?.self, name: "2") == nil)
    #expect(throws: ResolutionError.self) { try container.resolve(Barks.self) }
  }

  // Swinject: testContainerResolvesForwardedTypeEvenIfOnlyImplementationTypeConformsToIt. The
  // registration is of the protocol; the concrete type is forwarded to it, with a cast the
  // factory checks.
  @Test func concreteTypeForwardedToARegistrationOfItsProtocol() throws {
    struct NotADog: Error {}
    let container = try container { builder in
      builder.register(Animal.self, .singleton) { Dog(name: "Hachi") as Animal }
      builder.register(Dog.self) { r in
        guard let dog = try r.resolve(Animal.self) as? Dog else { throw NotADog() }
        return dog
      }
    }
    #expect(try container.resolve(Dog.self).name == "Hachi")
    #expect(try container.resolve(Dog.self) === (try container.resolve(Animal.self)))
  }

  // Swinject: testContainerResolvesOptionalOfFowrardedType.
  @Test func optionalOfAForwardedTypeIsTheImplementation() throws {
    let container = try container { builder in
      builder.register(Dog.self) { Dog() }
      builder.register(Animal.self) { r in try r.resolve(Dog.self) as Animal }
    }
    #expect(try container.resolve(Animal?.self) is Dog)
    #expect(try container.resolve(Walks?.self) == nil, "nothing forwards Walks")
  }

  // Swinject's `forward` registers the implementation's own entry under the forwarded type, so a
  // child that replaces the implementation still gets the parent's through the forwarded type.
  // In ThinDI the forwarded type is a transient of the parent, built in the child "where its
  // replacements apply: a transient of the app that needs a key the child replaced gets the
  // child's" (ChildContainers.md, "What a child sees and shares").
  @Test func forwardedTypeOfAParentResolvedThroughAChildGetsTheChildsReplacement() throws {
    let parent = try container { builder in
      builder.register(Dog.self) { Dog(name: "parent") }
      builder.register(Animal.self) { r in try r.resolve(Dog.self) as Animal }
    }
    let child = try parent.makeChild { $0.register(Dog.self) { Dog(name: "child") } }
    #expect(try child.resolve(Animal.self).name == "child")
    #expect(try parent.resolve(Animal.self).name == "parent")
  }

  // The same, for a singleton implementation: shared instances registered in the parent are
  // built in the parent (ChildContainers.md), so the forwarded type, resolved through a child
  // that did not replace it, is the parent's one instance, as in Swinject.
  @Test func forwardedSingletonOfAParentIsOneInstanceThroughItsChildren() throws {
    let parent = try container { builder in
      builder.register(Dog.self, .singleton) { Dog() }
      builder.register(Animal.self) { r in try r.resolve(Dog.self) as Animal }
    }
    let child = try parent.makeChild { _ in }
    let other = try parent.makeChild { _ in }
    let dog = try child.resolve(Animal.self)
    #expect(try other.resolve(Animal.self) === dog)
    #expect(try parent.resolve(Dog.self) === dog)
  }
}
