import Testing
import ThinDI

// Dip's TypeForwardingTests. ThinDI has no `implements`: a forwarded type is a registration whose
// factory resolves the implementation (`r.resolve(Impl.self) as Service`), so the compiler checks
// the conversion Dip checks at runtime, and the implementation's lifestyle and finish apply.

@Suite struct DipTypeForwardingTests {
  private protocol Service: AnyObject {}
  private protocol Named: AnyObject {}
  private final class Implementation: Service, Named {
    var finished = 0
  }
  private final class Consumer {
    let service: Service
    let named: Named
    let implementation: Implementation
    init(service: Service, named: Named, implementation: Implementation) {
      self.service = service
      self.named = named
      self.implementation = implementation
    }
  }

  private func forwarding(_ lifestyle: Lifestyle) throws -> Container {
    try container { builder in
      builder.register(Implementation.self, lifestyle) { _ in
        Implementation()
      } finish: { _, i in
        i.finished += 1
      }
      builder.register(Service.self) { r in try r.resolve(Implementation.self) as Service }
      builder.register(Named.self) { r in try r.resolve(Implementation.self) as Named }
      builder.register(Consumer.self) { r in
        Consumer(service: try r.resolve(), named: try r.resolve(), implementation: try r.resolve())
      }
    }
  }

  // Dip: testThatItReusesInstanceResolvedByTypeForwarding.
  @Test func forwardedTypesShareTheImplementationsInstanceWithinOneResolve() throws {
    let consumer = try forwarding(.graph).resolve(Consumer.self)
    #expect(consumer.service === consumer.implementation)
    #expect(consumer.named === consumer.implementation)
    #expect(consumer.implementation.finished == 1, "built and finished once")
  }

  @Test func forwardedSingletonIsTheSameObjectUnderEveryType() throws {
    let container = try forwarding(.singleton)
    let implementation = try container.resolve(Implementation.self)
    #expect(try container.resolve(Service.self) === implementation)
    #expect(try container.resolve(Named.self) === implementation)
    #expect(implementation.finished == 1)
  }

  // Dip: testThatItCallsResolvedDependenciesBlockWhenResolvingByTypeForwarding.
  @Test func resolvingTheForwardedTypeRunsTheImplementationsFinish() throws {
    let service = try forwarding(.transient).resolve(Service.self)
    #expect((service as? Implementation)?.finished == 1)
  }

  // Dip: testThatItDoesNotResolveByTypeForwardingIfRegisteredForAnotherTag and
  // testThatItFallbackToDefinitionWithNoTagWhenResolvingInstanceByTypeForwarding. ThinDI never
  // falls back from one name to another: the error lists the names there are.
  @Test func forwardingUnderANameIsFoundUnderThatNameOnly() throws {
    let container = try container { builder in
      builder.register(Implementation.self) { Implementation() }
      builder.register(Service.self, name: "tag") { r in
        try r.resolve(Implementation.self) as Service
      }
    }
    #expect(try container.resolve(Service.self, name: "tag") is Implementation)
    #expect {
      try container.resolve(Service.self, name: "other")
    } throws: { error in
      "\(error)" == #"Service "other": not registered (registered: Service "tag")"#
    }
    #expect(try container.resolve(Service?.self) == nil)
  }

  // Dip: testThatItFirstUsesTaggedDefinitionWhenResolvingOptional.
  @Test func optionalOfAForwardedTypeUsesTheRegistrationOfItsName() throws {
    let container = try container { builder in
      builder.register(Implementation.self, .singleton) { Implementation() }
      builder.register(Implementation.self, name: "tag", .singleton) { Implementation() }
      builder.register(Service.self) { r in try r.resolve(Implementation.self) as Service }
      builder.register(Service.self, name: "tag") { r in
        try r.resolve(Implementation.self, name: "tag") as Service
      }
    }
    let tagged = try container.resolve(Service?.self, name: "tag")
    #expect(tagged === (try container.resolve(Implementation.self, name: "tag")))
    #expect(tagged !== (try container.resolve(Implementation.self)))
  }
}
