import Testing
import ThinDI

// The Optional and existential examples of the DocC article "Choosing a lifestyle", for real.

private enum Article {
  final class Analytics: Sendable {}

  final class Screen: Sendable {
    let analytics: Analytics?
    init(analytics: Analytics?) { self.analytics = analytics }
  }
}

private typealias Analytics = Article.Analytics
private typealias Screen = Article.Screen

private final class Consent: Sendable {
  let isGiven: Bool
  init(isGiven: Bool) { self.isGiven = isGiven }
}

@Suite struct ChoosingALifestyleArticleTests {
  @Test func optionalDependencyIsTheWrappedRegistrationOrNil() throws {
    let without = try container { builder in
      builder.register(Screen.self) { r in Screen(analytics: try r.resolve()) }
    }
    #expect(try without.resolve(Screen.self).analytics == nil)
    #expect(without.validate().isEmpty)
    let with = try container { builder in
      builder.register(Analytics.self, .singleton, factory: Analytics.init)
      builder.register(Screen.self) { r in Screen(analytics: try r.resolve()) }
    }
    #expect(try with.resolve(Screen.self).analytics === (try with.resolve(Analytics.self)))
  }

  @Test func optionalRegistrationAsInTheArticle() throws {
    for consent in [Consent(isGiven: false), Consent(isGiven: true)] {
      let container = try container { builder in
        builder.register(Analytics?.self, .singleton) { consent.isGiven ? Analytics() : nil }
      }
      let analytics = try container.resolve(Analytics?.self)
      #expect((analytics != nil) == consent.isGiven)
      #expect(try container.resolve(Analytics?.self) === analytics)
    }
  }

  @Test func optionalRegistrationKeepsTheNilItsSingletonGot() throws {
    let built = Counter()
    let container = try container { builder in
      builder.register(Analytics?.self, .singleton) { () -> Analytics? in
        built.increment()
        return nil
      }
    }
    #expect(try container.resolve(Analytics?.self) == nil)
    #expect(try container.resolve(Analytics?.self) == nil)
    #expect(built.value == 1)
  }

  @Test func existentialsKeepTheirInstanceAndWeakNeedsAClass() throws {
    let container = try container { builder in
      builder.register((any Clock<Duration>).self, .singleton) { ContinuousClock() }
      builder.register(AnyObject.self, .weak) { Analytics() as AnyObject }
      builder.register(Any.self, .weak) { 42 as Any }
    }
    #expect(try container.resolve((any Clock<Duration>).self) is ContinuousClock)
    let held = try container.resolve(AnyObject.self)
    #expect(try container.resolve(AnyObject.self) === held)
    #expect {
      try container.resolve(Any.self)
    } throws: { error in
      "\(error)" == "Any: weak lifestyle needs a class instance, the factory made a value"
    }
  }
}
