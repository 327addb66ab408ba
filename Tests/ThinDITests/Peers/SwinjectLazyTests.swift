import Testing
import ThinDI

// Swinject's LazyTests and the provider cases of its SynchronizedTests, with ThinDI's
// ``Provider`` standing for both `Lazy` and `Provider`: it builds on each call and caches
// nothing, which is what a `Lazy` is once the caller keeps the first instance.

@Suite struct SwinjectLazyTests {
  private final class Resolved {}
  private final class Holder {
    let resolved: Provider<Resolved>
    init(resolved: Provider<Resolved>) { self.resolved = resolved }
  }
  private final class Pair {
    let first: Holder
    let second: Holder
    init(first: Holder, second: Holder) {
      self.first = first
      self.second = second
    }
  }

  // Swinject: testGraphIdentifierRestoredAfterLazyResolve.
  @Test func providerCalledInTheMiddleOfAResolveLeavesItsGraphAlone() throws {
    let container = try container { builder in
      builder.register(Resolved.self, .graph) { Resolved() }
      builder.register(Holder.self, name: "singleton", .singleton) { r in
        Holder(resolved: try r.provider())
      }
      builder.register(Holder.self, .graph) { r in Holder(resolved: try r.provider()) }
      builder.register(Pair.self) { r in
        let first = try r.resolve(Holder.self)
        let singleton = try r.resolve(Holder.self, name: "singleton")
        _ = try singleton.resolved()
        return Pair(first: first, second: try r.resolve(Holder.self))
      }
    }
    _ = try container.resolve(Holder.self, name: "singleton")
    let pair = try container.resolve(Pair.self)
    #expect(pair.first === pair.second)
  }

  // Swinject: testContainerDoesNotResolveLazyIfBaseTypeIsNotRegistered; ThinDI throws when the
  // provider is made, and a provider of an Optional gives nil.
  @Test func providerOfNothingFailsWhenMadeAndAnOptionalOneGivesNil() throws {
    let container = try container { builder in
      builder.register(Provider<Animal>.self) { r in try r.provider(Animal.self) }
      builder.register(Provider<Animal?>.self) { r in try r.provider(Animal?.self) }
    }
    #expect {
      try container.resolve(Provider<Animal>.self)
    } throws: { error in
      "\(error)" == "Provider<Animal> → Animal: not registered"
    }
    #expect(try container.resolve(Provider<Animal?>.self)() == nil)
  }

  // Swinject: testContainerDoesResolveForwardedLazyType.
  @Test func providerOfAForwardedTypeGivesTheForwardedInstance() throws {
    let container = try container { builder in
      builder.register(Dog.self, .singleton) { Dog() }
      builder.register(Animal.self) { r in try r.resolve(Dog.self) as Animal }
      builder.register(Provider<Animal>.self) { r in try r.provider(Animal.self) }
    }
    let provider = try container.resolve(Provider<Animal>.self)
    #expect(try provider() === (try container.resolve(Dog.self)))
  }

  @Test func providerMadeThroughAChildBuildsWithTheChildsReplacements() throws {
    let parent = try container { builder in
      builder.register(Animal.self) { Cat(name: "parent") as Animal }
      builder.register(Provider<Animal>.self) { r in try r.provider(Animal.self) }
    }
    let child = try parent.makeChild { $0.register(Animal.self) { Dog(name: "child") as Animal } }
    #expect(try child.resolve(Provider<Animal>.self)().name == "child")
    #expect(try parent.resolve(Provider<Animal>.self)().name == "parent")
  }

  @Test func providerOfAScopedServiceFailsOnceItsScopeHasEnded() throws {
    let container = try container { builder in
      builder.register(Cat.self, .scoped) { Cat() }
      builder.register(Provider<Cat>.self, .scoped) { r in try r.provider(Cat.self) }
    }
    let scope = container.makeScope(named: "visit")
    let provider = try scope.resolve(Provider<Cat>.self)
    #expect(try provider() === (try scope.resolve(Cat.self)))
    scope.end()
    #expect {
      try provider()
    } throws: { error in
      "\(error)" == #"Cat: scope "visit" has ended"#
    }
  }
}
