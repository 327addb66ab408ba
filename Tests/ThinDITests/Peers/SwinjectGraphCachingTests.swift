import Testing
import ThinDI

// Swinject's ContainerTests.GraphCaching (and the graph case of LazyTests), in ThinDI's terms:
// ThinDI exposes no `GraphIdentifier`, so a `.graph` instance (a `Mark`) stands for the graph it
// belongs to: two objects that hold the same mark were built in the same graph. Swinject's
// restoring of a graph is a ``Scope``.

/// One per object graph, when registered `.graph`: what Swinject's `currentObjectGraph` tells.
private final class Mark: Sendable {}

/// Built with the mark of its graph.
private final class Leash: Sendable {
  let mark: Mark
  init(mark: Mark) { self.mark = mark }
}

/// Built with the mark of its graph and a leash, which has one too.
private final class Walker: Sendable {
  let mark: Mark
  let leash: Leash
  init(mark: Mark, leash: Leash) {
    self.mark = mark
    self.leash = leash
  }
}

/// Swinject: ContainerTests.GraphCaching.
@Suite struct SwinjectGraphCachingTests {
  private func walkers(_ markLifestyle: Lifestyle = .graph) throws -> Container {
    try container { builder in
      builder.register(Mark.self, markLifestyle) { Mark() }
      builder.register(Leash.self) { r in Leash(mark: try r.resolve()) }
      builder.register(Walker.self) { r in Walker(mark: try r.resolve(), leash: try r.resolve()) }
    }
  }

  // Swinject: testIdentifierIsNotNilDuringGraphResolution and
  // testIdentifierIsSameDuringGraphResolution.
  @Test func factoriesOfOneResolveAreInOneGraph() throws {
    let walker = try walkers().resolve(Walker.self)
    #expect(walker.leash.mark === walker.mark)
  }

  // Swinject: testIdentifierIsDifferentForSeparateGraphResolutions.
  @Test func separateResolvesAreSeparateGraphs() throws {
    let container = try walkers()
    let first = try container.resolve(Walker.self)
    let second = try container.resolve(Walker.self)
    #expect(first.mark !== second.mark)
    #expect(try container.resolve(Leash.self).mark !== first.mark)
  }

  // Swinject: testContainerIsNilOutsideGraphResolution. Once a resolve has returned, its graph is
  // gone: the container keeps none of its graph instances.
  @Test func graphEndsWithItsResolve() throws {
    let container = try walkers()
    weak let mark = try container.resolve(Walker.self).mark
    #expect(mark == nil)
  }

  // Swinject: the graph's `$0` is the container itself, so a factory that resolves from the
  // container during a resolve (testIdentifierIsSameDuringGraphResolution with the container
  // captured instead of passed) stays in the graph of the resolve that runs it. ThinDI: "a
  // resolve on a captured container [builds] graph instances of [its] own" (Concurrency.md,
  // "Resolves inside factories").
  @Test func factoryResolvingFromItsContainerBuildsAGraphOfItsOwn() throws {
    let holder = ContainerHolder()
    let container = try container { builder in
      builder.register(Mark.self, .graph) { Mark() }
      builder.register(Leash.self) { _ in
        Leash(mark: try holder.container!.resolve(Mark.self))
      }
      builder.register(Walker.self) { r in Walker(mark: try r.resolve(), leash: try r.resolve()) }
    }
    holder.container = container
    let walker = try container.resolve(Walker.self)
    #expect(walker.leash.mark !== walker.mark)
  }

  // Swinject: testContainerRestoresInstancesFromPreviousGraphsIfAvailable and
  // testContainerManualScopeSetResolvesGraph (`restoreObjectGraph`, `withObjectGraph`). ThinDI
  // has no way back into a graph: a graph is one top-level resolve (ChoosingALifestyle.md, "one
  // instance per top-level resolve"; Concurrency.md, "graph instances are never shared between
  // top-level resolves"). What later resolves share is a scope's: "Everything resolved through
  // a scope shares its scoped instances" (ChoosingALifestyle.md, Scopes).
  @Test func laterResolvesShareAScopeNotAGraph() throws {
    let scope = try walkers(.scoped).makeScope(named: "restored graph")
    let first = try scope.resolve(Walker.self)
    let second = try scope.resolve(Walker.self)
    #expect(first.mark === second.mark)
    #expect(try scope.resolve(Leash.self).mark === first.mark)

    let graphs = try walkers(.graph).makeScope(named: "graphs")
    #expect(try graphs.resolve(Walker.self).mark !== (try graphs.resolve(Walker.self).mark))
  }

  // Swinject: testContainerUsesCurrentGraphIdentifierWhenManipulatingInstances. Its storage spy
  // sees the graph of the resolve; here a graph instance asked for twice in one resolve, once
  // directly and once through a dependency, is built once.
  @Test func graphInstanceIsBuiltOncePerResolve() throws {
    let built = Counter()
    let container = try container { builder in
      builder.register(Mark.self, .graph) {
        built.increment()
        return Mark()
      }
      builder.register(Leash.self) { r in Leash(mark: try r.resolve()) }
      builder.register(Walker.self) { r in Walker(mark: try r.resolve(), leash: try r.resolve()) }
    }
    _ = try container.resolve(Walker.self)
    #expect(built.value == 1)
    _ = try container.resolve(Walker.self)
    #expect(built.value == 2)
  }

  // Swinject: LazyTests' testContainerAlwaysProducesTheSameInstanceForRelatedObjectsInGraphScope,
  // where a `Lazy` carries the graph it was resolved in. ThinDI's ``Provider`` stands for it
  // (SwinjectLazyTests); called while its resolve still runs, Swinject builds in that graph.
  // ThinDI: "a provider's call, even one made while the resolve that made it runs, [builds]
  // graph instances of [its] own" (Concurrency.md, "Resolves inside factories").
  @Test func providerCalledDuringItsResolveBuildsAGraphOfItsOwn() throws {
    let container = try container { builder in
      builder.register(Mark.self, .graph) { Mark() }
      builder.register(Leash.self) { r in Leash(mark: try r.resolve()) }
      builder.register(Walker.self) { r in
        let leashes = try r.provider(Leash.self)
        return Walker(mark: try r.resolve(), leash: try leashes())
      }
    }
    let walker = try container.resolve(Walker.self)
    #expect(walker.leash.mark !== walker.mark)
  }

  // The same `Lazy` called after its resolve has returned: Swinject restores the graph and hands
  // out its instance. "A provider called later starts afresh" (Concurrency.md, "Resolves inside
  // factories"): it is a graph of its own.
  @Test func providerCalledAfterItsResolveIsAGraphOfItsOwn() throws {
    final class Walk: Sendable {
      let mark: Mark
      let leashes: Provider<Leash>
      init(mark: Mark, leashes: Provider<Leash>) { (self.mark, self.leashes) = (mark, leashes) }
    }
    let container = try container { builder in
      builder.register(Mark.self, .graph) { Mark() }
      builder.register(Leash.self) { r in Leash(mark: try r.resolve()) }
      builder.register(Walk.self) { r in Walk(mark: try r.resolve(), leashes: try r.provider()) }
    }
    let walk = try container.resolve(Walk.self)
    let leash = try walk.leashes()
    #expect(leash.mark !== walk.mark)
    #expect(try walk.leashes().mark !== leash.mark)
  }
}
