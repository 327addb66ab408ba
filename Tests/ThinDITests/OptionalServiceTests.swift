import Testing
import ThinDI

/// Registrations of Optional and existential types (`Logger?`, `Any`, `AnyObject`, `any P`), and
/// the Optional fallback of a resolve.
@Suite struct OptionalServiceTests {
  @Test(arguments: Lifestyle.allCases)
  func optionalRegistrationRunsItsFactory(lifestyle: Lifestyle) throws {
    let built = Counter()
    let container = try container { builder in
      builder.register(Logger?.self, lifestyle) { () -> Logger? in
        built.increment()
        return Logger()
      }
    }
    let scope = container.makeScope()
    let logger = try scope.resolve(Logger?.self)
    #expect(logger != nil, "the factory's instance, not a nil found in an empty cache")
    #expect(built.value == 1)
    let again = try scope.resolve(Logger?.self)
    #expect((again === logger) == (lifestyle != .transient && lifestyle != .graph))
  }

  @Test(arguments: [Lifestyle.graph, .weak, .scoped, .singleton])
  func existentialRegistrationsRunTheirFactory(lifestyle: Lifestyle) throws {
    let container = try container { builder in
      builder.register(Any.self, lifestyle) { Logger() as Any }
      builder.register(AnyObject.self, lifestyle) { Formatter() as AnyObject }
    }
    let scope = container.makeScope()
    let any = try scope.resolve(Any.self)
    let object = try scope.resolve(AnyObject.self)
    #expect(any is Logger, "not a boxed nil")
    #expect(object is Formatter)
  }

  @Test func graphSharesAnOptionalInstanceWithinOneResolve() throws {
    final class Screen: Sendable {
      let first: Logger?
      let second: Logger?
      init(first: Logger?, second: Logger?) {
        self.first = first
        self.second = second
      }
    }
    let built = Counter()
    let container = try container { builder in
      builder.register(Logger?.self, .graph) { () -> Logger? in
        built.increment()
        return Logger()
      }
      builder.register(Screen.self) { r in Screen(first: try r.resolve(), second: try r.resolve()) }
    }
    let screen = try container.resolve(Screen.self)
    #expect(screen.first != nil)
    #expect(screen.first === screen.second)
    #expect(built.value == 1)
  }

  @Test func nilIsAnInstanceLikeAnyOtherButWeakHoldsNothing() throws {
    let built = Counter()
    let container = try container { builder in
      builder.register(Logger?.self, name: "singleton", .singleton) { () -> Logger? in
        built.increment()
        return nil
      }
      builder.register(Logger?.self, name: "weak", .weak) { () -> Logger? in
        built.increment()
        return nil
      }
    }
    #expect(try container.resolve(Logger?.self, name: "singleton") == nil)
    #expect(try container.resolve(Logger?.self, name: "singleton") == nil)
    #expect(built.value == 1, "a singleton keeps the nil its factory made")
    #expect(try container.resolve(Logger?.self, name: "weak") == nil)
    #expect(try container.resolve(Logger?.self, name: "weak") == nil)
    #expect(built.value == 3, "a weak slot cannot hold a nil: each resolve builds again")
  }

  @Test func weakHoldsTheObjectInsideAnOptionalOrAnExistential() throws {
    let container = try container { builder in
      builder.register(Logger?.self, .weak) { () -> Logger? in Logger() }
      builder.register(AnyObject.self, .weak) { Formatter() as AnyObject }
    }
    let logger = try container.resolve(Logger?.self)
    #expect(try container.resolve(Logger?.self) === logger)
    let formatter = try container.resolve(AnyObject.self)
    #expect(try container.resolve(AnyObject.self) === formatter)
  }

  @Test func validationRunsTheFactoryOfAnOptionalRegistration() throws {
    let container = try container { builder in
      builder.register(TodoStore?.self, .graph) { r in TodoStore(queue: try r.resolve()) }
    }
    #expect(
      container.validate().problems.map(\.description) == [
        "Optional<TodoStore> → DatabaseQueue: not registered"
      ])
  }

  @Test func optionalOfARegisteredTypeResolvesThatRegistration() throws {
    let container = try container { builder in
      builder.register(Logger.self, .singleton, factory: Logger.init)
      builder.register(DatabaseQueue.self, name: "main") { DatabaseQueue(path: "main") }
    }
    let logger = try container.resolve(Logger.self)
    #expect(try container.resolve(Logger?.self) === logger)
    #expect(try container.resolve(DatabaseQueue?.self, name: "main")?.path == "main")
    #expect(try container.resolve(DatabaseQueue?.self, name: "cache") == nil)
    #expect(try container.resolve(Formatter?.self) == nil, "nothing registered: nil, no error")
    #expect(try container.resolve(Logger??.self) != nil, "an optional of an optional too")
  }

  @Test func optionalDependencyIsNilWhenMissingAndNotAValidationProblem() throws {
    final class Screen: Sendable {
      let logger: Logger?
      init(logger: Logger?) { self.logger = logger }
    }
    let container = try container { builder in
      builder.register(Screen.self) { r in Screen(logger: try r.resolve()) }
    }
    #expect(try container.resolve(Screen.self).logger == nil)
    #expect(container.validate().isEmpty)
  }

  @Test func optionalFallbackKeepsOtherFailures() throws {
    let container = try container { builder in
      builder.register(TodoStore.self) { r in TodoStore(queue: try r.resolve()) }
    }
    #expect {
      try container.resolve(TodoStore?.self)
    } throws: { error in
      "\(error)" == "TodoStore → DatabaseQueue: not registered"
    }
  }

  @Test func optionalFallbackWithAnArgument() throws {
    let container = try container { builder in
      builder.install(StorageInstaller())
      builder.register(TodoDetailPresenter.self, argument: TodoItem.self) { r, item in
        TodoDetailPresenter(item: item, store: try r.resolve())
      }
    }
    let item = TodoItem(title: "Write tests")
    #expect(try container.resolve(TodoDetailPresenter?.self, argument: item)?.item == item)
    #expect(try container.resolve(TodoDetailPresenter?.self, argument: "wrong type") == nil)
  }
}
