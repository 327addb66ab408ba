import Synchronization
import Testing
import ThinDI

// The provider of the DocC article "Choosing a lifestyle", section "Captive dependencies".

/// Writes an amount at the rate of the moment: made anew for each use.
struct PriceFormatter: Sendable {
  let rate: Double
  func string(cents: Int) -> String { "\(Double(cents) * rate / 100)" }
}

/// The rate of this run, which a launch step may change after the ledger exists.
final class Rates: Sendable {
  let current = Mutex(1.0)
}

final class Ledger {
  let formatter: Provider<PriceFormatter>
  init(formatter: Provider<PriceFormatter>) { self.formatter = formatter }

  func label(cents: Int) throws -> String {
    try formatter().string(cents: cents)
  }
}

@Suite struct ProviderArticleTests {
  private func container() throws -> Container {
    var builder = ContainerBuilder()
    builder.register(Rates.self, .singleton) { Rates() }
    builder.register(PriceFormatter.self) { r in
      PriceFormatter(rate: try r.resolve(Rates.self).current.withLock { $0 })
    }
    builder.register(Ledger.self, .singleton) { r in Ledger(formatter: try r.provider()) }
    return try builder.build()
  }

  @Test func aSingletonCallsItsProviderForANewFormatterEachTime() throws {
    let container = try container()
    #expect(container.validate().isEmpty, "a provider is no captive dependency")
    let ledger = try container.resolve(Ledger.self)
    #expect(try ledger.label(cents: 250) == "2.5")
    try container.resolve(Rates.self).current.withLock { $0 = 2 }
    #expect(try ledger.label(cents: 250) == "5.0", "the singleton did not keep the first one")
  }

  @Test func holdingTheTransientItselfIsReportedAsCaptive() throws {
    var builder = ContainerBuilder()
    builder.register(PriceFormatter.self) { PriceFormatter(rate: 1) }
    builder.register(Ledger.self, .singleton) { r in
      _ = try r.resolve(PriceFormatter.self)
      return Ledger(formatter: try r.provider())
    }
    let report = try builder.build().validate()
    #expect("\(report)".contains("captive dependency"), "\(report)")
  }
}
