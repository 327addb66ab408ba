import Synchronization
import Testing
import ThinDI

// The cases of Dip's DipTests (the container itself) that DipBehaviourTests leaves out: the order
// in which instances are completed, and what a failure deep in a graph says. Dip's
// `resolvingProperties` and `didResolveDependencies` are ThinDI's `finish`.

@Suite struct DipContainerTests {
  private final class Completed: Sendable {
    let order = Mutex<[String]>([])
    func append(_ name: String) { order.withLock { $0.append(name) } }
    var names: [String] { order.withLock { $0 } }
  }

  // Dip: testThatItCallsDidResolveDependenciesInReverseOrder. Each finish runs once its
  // instance's whole graph is built, so the innermost instance is completed first.
  @Test func instancesAreCompletedInnermostFirst() throws {
    let completed = Completed()
    let container = try container { builder in
      builder.register(Animal.self, name: "outer") { _ in
        Cat(name: "outer") as Animal
      } finish: {
        r, _ in
        _ = try r.resolve(Animal.self, name: "inner")
        completed.append("outer")
      }
      builder.register(Animal.self, name: "inner") { _ in
        Cat(name: "inner") as Animal
      } finish: {
        _, _ in
        completed.append("inner")
      }
      builder.register(PetOwner.self) { _ in
        PetOwner()
      } finish: { r, owner in
        owner.pet = try r.resolve(Animal.self, name: "outer")
        completed.append("owner")
      }
    }
    _ = try container.resolve(PetOwner.self)
    #expect(completed.names == ["inner", "outer", "owner"])
  }

  // Dip: testThatItCallsDidResolveDependenciesInReverseOrder, where the finish resolves its own
  // type once more: a transient's finish may build another instance of it, when it stops.
  @Test func transientFinishBuildingItsOwnTypeOnceMoreCompletesTheInnerFirst() throws {
    let completed = Completed()
    let container = try container { builder in
      builder.register(Cat.self) { _ in
        Cat()
      } finish: { r, _ in
        if completed.names.isEmpty {
          completed.append("resolving again")
          _ = try r.resolve(Cat.self)
        }
        completed.append("done")
      }
    }
    _ = try container.resolve(Cat.self)
    #expect(completed.names == ["resolving again", "done", "done"])
  }

  // Dip: testThatItThrowsErrorIfFailsToResolveDependency. The error keeps the one thrown and
  // says where: in the finish of the second level.
  @Test func errorThrownByAFinishDeepInTheGraphKeepsItsPath() throws {
    let container = try container { builder in
      builder.register(Animal.self) { _ in
        Cat() as Animal
      } finish: { _, _ in
        throw SampleError()
      }
      builder.register(PetOwner.self) { r in PetOwner(pet: try r.resolve()) }
    }
    #expect {
      try container.resolve(PetOwner.self)
    } throws: { error in
      guard let error = error as? ResolutionError, case .factoryFailed(let cause) = error.reason
      else { return false }
      return cause is SampleError && error.path.map(\.description) == ["PetOwner", "Animal"]
    }
  }

  // Dip: testThatItThrowsErrorIfConstructorThrows, with the error of a resolve the factory makes
  // on another container it holds: the path goes on from where that factory runs.
  @Test func failedResolveOnAnotherContainerInsideAFactoryContinuesThePath() throws {
    let holder = ContainerHolder()
    let container = try container { builder in
      builder.register(Animal.self) { _ -> Animal in
        let cat = Cat()
        cat.favoriteFood = try holder.container?.resolve(Food.self)
        return cat
      }
      builder.register(PetOwner.self) { r in PetOwner(pet: try r.resolve()) }
    }
    holder.container = try ThinDITests.container { _ in }
    #expect {
      try container.resolve(PetOwner.self)
    } throws: { error in
      "\(error)" == "PetOwner → Animal → Food: not registered"
    }
  }
}
