import Testing
import ThinDI

// Swinject's ContainerTests.DebugHelper and ContainerTests.CustomStringConvertible. Swinject
// hands a failed resolve to a debug helper with every registration; ThinDI's error carries the
// failed key and the registrations of the same type, and `registeredKeys` lists everything a
// container resolves, its parent's included.

@Suite struct SwinjectDebugHelperTests {
  // Swinject: testContainerShouldCallDebugHelperWithFailingServiceAndKey.
  @Test func failedKeyHasTheTypeTheNameAndTheArgument() throws {
    let container = try container { _ in }
    #expect {
      try container.resolve(Double.self, name: "name", argument: 1)
    } throws: { error in
      (error as? ResolutionError)?.failedKey
        == ServiceKey(Double.self, name: "name", argumentType: Int.self)
        && "\(error)" == #"Double "name"(argument: Int): not registered"#
    }
  }

  // Swinject: testContainerShouldCallHelperWithAllRegistrations and …WithParentRegistrations.
  @Test func childListsItsParentsRegistrationsAndItsOwn() throws {
    let parent = try container { $0.register(Int.self) { 0 } }
    let child = try parent.makeChild { $0.register(Double.self) { 0 } }
    #expect(child.registeredKeys == [ServiceKey(Int.self), ServiceKey(Double.self)])
    #expect(parent.registeredKeys == [ServiceKey(Int.self)])
  }

  // Swinject: testContainerDescribesRegistrationWithName and …WithArguments.
  @Test func keysDescribeThemselvesAsErrorsShowThem() {
    #expect(ServiceKey(Animal.self).description == "Animal")
    #expect(ServiceKey(Animal.self, name: "My Cat").description == #"Animal "My Cat""#)
    #expect(
      ServiceKey(Animal.self, argumentType: (String, Bool).self).description
        == "Animal(argument: (String, Bool))")
  }
}
