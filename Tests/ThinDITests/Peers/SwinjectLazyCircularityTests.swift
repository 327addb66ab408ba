import Testing
import ThinDI

// Swinject's LazyTests.testContainerResolvesCircularDependenciesForLazyInstance, which neither
// SwinjectLazyTests nor SwinjectCircularityTests ports: a `Lazy` of an object in a cycle closed by
// `initCompleted`, resolved first and called afterwards, hands out the object with its cycle
// closed. ThinDI's ``Provider`` stands for the `Lazy` (see SwinjectLazyTests) and `finish` for
// `initCompleted`; a provider's call is a resolve of its own, so the cycle closes inside it.

@Suite struct SwinjectLazyCircularityTests {
  private final class Employee {
    var employer: Employer?
  }

  private final class Employer {
    let employee: Employee
    init(employee: Employee) { self.employee = employee }
  }

  /// Swinject's EmploymentAssembly, reduced to its cycle: the employer is built with its
  /// employee, and the employee's finish sets the employer.
  private func employment(_ lifestyle: Lifestyle, built: Counter) throws -> Container {
    try container { builder in
      builder.register(Employee.self, lifestyle) { _ -> Employee in
        built.increment()
        return Employee()
      } finish: { r, employee in
        employee.employer = try r.resolve()
      }
      builder.register(Employer.self, lifestyle) { r in Employer(employee: try r.resolve()) }
      builder.register(Provider<Employee>.self) { r in try r.provider(Employee.self) }
    }
  }

  // Swinject: testContainerResolvesCircularDependenciesForLazyInstance (graph scope), and the
  // same for the lifestyles whose cycles SwinjectCircularityTests closes.
  @Test(arguments: [Lifestyle.graph, .weak, .singleton])
  func providedInstanceComesWithItsCycleClosed(lifestyle: Lifestyle) throws {
    let built = Counter()
    let container = try employment(lifestyle, built: built)
    let provider = try container.resolve(Provider<Employee>.self)
    #expect(built.value == 0, "resolving the provider builds nothing")
    let employee = try provider()
    let employer = try #require(employee.employer)
    #expect(employer.employee === employee, "the cycle closes on the provided instance")
    #expect(built.value == 1)
    withExtendedLifetime(container) {}
  }

  // Swinject: LazyTests.testContainerResolveInstanceFromContainerOnlyOnce, for an object in a
  // cycle. A Swinject `Lazy` caches its instance; a ThinDI provider resolves again on each call
  // ("it builds on each call and caches nothing", SwinjectLazyTests), so each graph call closes
  // a cycle of its own while a singleton's calls all give the one instance.
  @Test(arguments: [(Lifestyle.graph, false), (.singleton, true)])
  func eachCallOfTheProviderClosesACycleOfItsOwnUnlessShared(
    lifestyle: Lifestyle, shared: Bool
  ) throws {
    let built = Counter()
    let container = try employment(lifestyle, built: built)
    let provider = try container.resolve(Provider<Employee>.self)
    let first = try provider()
    let second = try provider()
    #expect((first === second) == shared)
    #expect(built.value == (shared ? 1 : 2))
    #expect(first.employer?.employee === first)
    #expect(second.employer?.employee === second)
    withExtendedLifetime(container) {}
  }
}
