import Synchronization
import Testing
import ThinDI

@Suite struct FinishTests {
  @Test(arguments: [Lifestyle.graph, .singleton, .weak, .scoped])
  func twoObjectsReferToEachOther(lifestyle: Lifestyle) throws {
    let container = try container { builder in
      builder.register(Parent.self, lifestyle) { _ in
        Parent()
      } finish: { r, parent in
        parent.child = try r.resolve()
      }
      builder.register(Child.self, lifestyle) { _ in
        Child()
      } finish: { r, child in
        child.parent = try r.resolve()
      }
    }
    let scope = container.makeScope()
    let parent = try scope.resolve(Parent.self)
    #expect(parent.child?.parent === parent)
  }

  @Test(arguments: [Lifestyle.graph, .singleton])
  func constructorOnOneSideFinishOnTheOther(lifestyle: Lifestyle) throws {
    let container = try container { builder in
      builder.register(Parent.self, lifestyle) { r in Parent(child: try r.resolve()) }
      builder.register(Child.self, lifestyle) { _ in
        Child()
      } finish: { r, child in
        child.parent = try r.resolve()
      }
    }
    let parent = try container.resolve(Parent.self)
    #expect(parent.child?.parent === parent)
  }

  @Test func finishRunsOncePerInstanceAfterTheFactory() throws {
    let order = Mutex<[String]>([])
    let container = try container { builder in
      builder.register(Logger.self, .singleton) { _ in
        order.withLock { $0.append("factory") }
        return Logger()
      } finish: { _, _ in
        order.withLock { $0.append("finish") }
      }
    }
    _ = try container.resolve(Logger.self)
    _ = try container.resolve(Logger.self)
    #expect(order.withLock { $0 } == ["factory", "finish"])
  }

  @Test func graphInstancesWithFinishAreNewForEachResolve() throws {
    let container = try container { builder in
      builder.register(Parent.self, .graph) { _ in
        Parent()
      } finish: { r, parent in
        parent.child = try r.resolve()
      }
      builder.register(Child.self, .graph) { _ in
        Child()
      } finish: { r, child in
        child.parent = try r.resolve()
      }
    }
    let first = try container.resolve(Parent.self)
    let second = try container.resolve(Parent.self)
    #expect(first !== second)
    #expect(first.child !== second.child)
    #expect(second.child?.parent === second)
  }

  @Test func cycleOfTransientsThroughFinishIsNamed() throws {
    let container = try container { builder in
      builder.register(Parent.self) { _ in
        Parent()
      } finish: { r, parent in
        parent.child = try r.resolve()
      }
      builder.register(Child.self) { _ in
        Child()
      } finish: { r, child in
        child.parent = try r.resolve()
      }
    }
    #expect {
      try container.resolve(Parent.self)
    } throws: { error in
      "\(error)" == "Parent → Child → Parent: cycle"
    }
    #expect(
      container.validate().problems.map(\.description) == ["Parent → Child → Parent: cycle"])
  }

  @Test func constructorCycleReachedFromAFinishIsNamed() throws {
    final class Left: Sendable { init(_: Right) {} }
    final class Right: Sendable { init(_: Left) {} }
    let container = try container { builder in
      builder.register(Parent.self, .singleton) { _ in
        Parent()
      } finish: { r, _ in
        _ = try r.resolve(Left.self)
      }
      builder.register(Left.self, .singleton) { r in Left(try r.resolve()) }
      builder.register(Right.self, .singleton) { r in Right(try r.resolve()) }
    }
    #expect {
      try container.resolve(Parent.self)
    } throws: { error in
      "\(error)" == "Parent → Left → Right → Left: cycle"
    }
  }

  @Test func throwingFinishFailsTheResolveAndTheSingletonIsRetried() throws {
    let attempts = Counter()
    let container = try container { builder in
      builder.register(Logger.self, .singleton) { _ in
        Logger()
      } finish: { _, _ in
        attempts.increment()
        if attempts.value == 1 { throw SampleError() }
      }
    }
    #expect {
      try container.resolve(Logger.self)
    } throws: { error in
      "\(error)" == "Logger: factory threw disk full"
    }
    let logger = try container.resolve(Logger.self)
    #expect(try container.resolve(Logger.self) === logger)
    #expect(attempts.value == 2)
  }

  @Test func finishDependenciesAreValidatedAndCaptivesFound() throws {
    let container = try container { builder in
      builder.register(Formatter.self, factory: Formatter.init)
      builder.register(Logger.self, .singleton) { _ in
        Logger()
      } finish: { r, _ in
        _ = try r.resolve(Formatter.self)
        _ = try r.resolve(DatabaseQueue.self)
      }
    }
    #expect(
      container.validate().problems.map(\.description) == [
        "Logger → DatabaseQueue: not registered",
        "Logger → Formatter: captive dependency, a singleton holds a transient",
      ])
  }
}

@MainActor
@Suite struct MainActorFinishTests {
  @MainActor
  final class ListViewController {
    var presenter: ListPresenter?
  }

  @MainActor
  final class ListPresenter {
    weak var view: ListViewController?
    init(view: ListViewController) { self.view = view }
  }

  @Test func viewControllerAndPresenterReferToEachOther() throws {
    var builder = ContainerBuilder()
    builder.registerMainActor(ListViewController.self, .graph) { _ in
      ListViewController()
    } finish: { r, controller in
      controller.presenter = try r.resolve()
    }
    builder.registerMainActor(ListPresenter.self) { r in ListPresenter(view: try r.resolve()) }
    let container = try builder.build()
    let controller = try container.resolve(ListViewController.self)
    #expect(controller.presenter?.view === controller)
    #expect(container.validate().isEmpty)
  }
}
