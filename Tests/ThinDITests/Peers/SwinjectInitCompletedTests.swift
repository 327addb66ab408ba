import Synchronization
import Testing
import ThinDI

// Swinject's ContainerTests.testContainerRaisesInitCompletedEventForAllSubscribedClosuresWhen
// NewInstanceIsCreated, which SwinjectBehaviourTests (one `initCompleted`) leaves out. Swinject
// chains any number of `initCompleted` closures on a registration; a ThinDI registration takes
// one `finish` (a parameter of `register`, so a second cannot be added), and the closures become
// steps of that one finish, run in order, once for each instance built.

@Suite struct SwinjectInitCompletedTests {
  /// The steps the finishes ran, in order.
  private final class Steps: Sendable {
    private let list = Mutex<[String]>([])
    var value: [String] { list.withLock { $0 } }
    func append(_ step: String) { list.withLock { $0.append(step) } }
  }

  private func container(
    _ lifestyle: Lifestyle, steps: Steps
  ) throws -> Container {
    try ThinDITests.container { builder in
      builder.register(Animal.self, lifestyle) { _ in
        Cat() as Animal
      } finish: { _, _ in
        for step in ["1", "2", "3", "4"] { steps.append(step) }
      }
    }
  }

  @Test(arguments: [(Lifestyle.transient, 2), (.graph, 2), (.singleton, 1), (.weak, 1)])
  func everyStepRunsInOrderOncePerInstanceBuilt(lifestyle: Lifestyle, instances: Int) throws {
    let steps = Steps()
    let container = try container(lifestyle, steps: steps)
    let first = try container.resolve(Animal.self)
    let second = try container.resolve(Animal.self)
    #expect((first === second) == (instances == 1))
    #expect(
      steps.value
        == Array(repeating: ["1", "2", "3", "4"], count: instances).flatMap(\.self))
  }

  // The same, for a parent's singleton reached first through a child and then through the
  // parent: one instance, so the steps run once.
  @Test func parentsSingletonReachedThroughAChildIsFinishedOnce() throws {
    let steps = Steps()
    let parent = try container(Lifestyle.singleton, steps: steps)
    let child = try parent.makeChild { _ in }
    #expect(try child.resolve(Animal.self) === (try parent.resolve(Animal.self)))
    #expect(steps.value == ["1", "2", "3", "4"])
  }
}
