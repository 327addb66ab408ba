import Foundation
import Testing
import ThinDI

// Swinject's provider cases, in ThinDI's terms (see SwinjectBehaviourTests): Swinject's
// `Provider` is ThinDI's, `initCompleted` is `finish`.

/// An employer, an employee who knows the employer (set by `finish`), and a customer, each
/// also reachable through providers: Swinject's EmploymentAssembly.
private final class Customer {}

private final class Employee {
  let customer: Customer
  let providedCustomer: Provider<Customer>
  var employer: Employer?
  init(customer: Customer, providedCustomer: Provider<Customer>) {
    self.customer = customer
    self.providedCustomer = providedCustomer
  }
}

private final class Employer {
  let customer: Customer
  let providedCustomer: Provider<Customer>
  let employee: Employee
  let providedEmployee: Provider<Employee>
  init(
    customer: Customer, providedCustomer: Provider<Customer>, employee: Employee,
    providedEmployee: Provider<Employee>
  ) {
    self.customer = customer
    self.providedCustomer = providedCustomer
    self.employee = employee
    self.providedEmployee = providedEmployee
  }
}

private func employment(_ lifestyle: Lifestyle) throws -> Container {
  try container { builder in
    builder.register(Customer.self, lifestyle) { Customer() }
    builder.register(Employee.self, lifestyle) { r in
      Employee(customer: try r.resolve(), providedCustomer: try r.provider())
    } finish: { r, employee in
      if lifestyle != .transient { employee.employer = try r.resolve() }
    }
    builder.register(Employer.self, lifestyle) { r in
      Employer(
        customer: try r.resolve(), providedCustomer: try r.provider(),
        employee: try r.resolve(), providedEmployee: try r.provider())
    }
  }
}

@Suite struct SwinjectProviderTests {
  @Test func providerBuildsOnlyWhenCalledAndEachTime() throws {
    let built = Counter()
    let container = try container { builder in
      builder.register(Animal.self) { () -> Animal in
        built.increment()
        return Dog()
      }
      builder.register(Provider<Animal>.self) { r in try r.provider(Animal.self) }
    }
    let provider = try container.resolve(Provider<Animal>.self)
    #expect(built.value == 0)
    #expect(try provider() is Dog)
    _ = try provider()
    #expect(built.value == 2)
  }

  @Test func providerOfNothingIsAnError() throws {
    let container = try container { builder in
      builder.register(Provider<Animal>.self) { r in try r.provider(Animal.self) }
      builder.register(Dog.self, name: "Hachi") { Dog() }
      builder.register(Provider<Dog>.self, name: "Mimi") { r in try r.provider(name: "Mimi") }
    }
    #expect(throws: ResolutionError.self) { try container.resolve(Provider<Animal>.self) }
    #expect(throws: ResolutionError.self) {
      try container.resolve(Provider<Dog>.self, name: "Mimi")
    }
  }

  @Test(arguments: [Lifestyle.transient, .graph, .singleton])
  func providersFollowTheLifestyle(lifestyle: Lifestyle) throws {
    let container = try employment(lifestyle)
    let employer = try container.resolve(Employer.self)
    let shared = lifestyle == .singleton
    defer { withExtendedLifetime(container) {} }
    #expect((try employer.providedEmployee() === (try employer.providedEmployee())) == shared)
    #expect(
      (try employer.employee.providedCustomer() === (try employer.providedCustomer())) == shared)
  }

  @Test func providerWithAnArgumentAndAName() throws {
    let container = try container { builder in
      builder.register(Dog.self, argument: (String, Int).self) { _, a in Dog(name: a.0) }
      builder.register(Dog.self, name: "Hachi") { Dog(name: "Hachi") }
      builder.register(Animal.self) { r in
        let named = try r.provider(Dog.self, name: "Hachi")
        let withArgument = try r.provider(Dog.self, argument: (String, Int).self)
        #expect(try named().name == "Hachi")
        return try withArgument(("Pochi", 42))
      }
    }
    #expect(try container.resolve(Animal.self).name == "Pochi")
  }

  @Test func providedInstancesAreNewGraphsAndTheRestIsOne() throws {
    let container = try employment(.graph)
    let employer = try container.resolve(Employer.self)
    #expect(employer.employee.employer === employer, "the finish found the employer being built")
    #expect(employer.customer === employer.employee.customer)
    defer { withExtendedLifetime(container) {} }
    #expect(try employer.providedEmployee().employer !== employer, "a provider starts a new graph")
  }
}
