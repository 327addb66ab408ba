import Foundation
import Testing
import ThinDI

/// Two transients whose factories call a provider of each other while they are built.
private final class Ping: Sendable {
  let pong: Pong
  init(pong: Pong) { self.pong = pong }
}

private final class Pong: Sendable {
  let ping: Ping
  init(ping: Ping) { self.ping = ping }
}

private func pingPongContainer() throws -> Container {
  try container { builder in
    builder.register(Ping.self) { r in
      let makePong = try r.provider(Pong.self)
      return Ping(pong: try makePong())
    }
    builder.register(Pong.self) { r in
      let makePing = try r.provider(Ping.self)
      return Pong(ping: try makePing())
    }
  }
}

@Suite struct ProviderCycleTests {
  @Test func providerCycleThrowsInsteadOfCrashing() async {
    // In a process of its own: before the fix, this overflowed the stack (SIGSEGV).
    await #expect(processExitsWith: .success) {
      let container = try pingPongContainer()
      do {
        _ = try container.resolve(Ping.self)
        exit(1)
      } catch {
        guard "\(error)" == "Ping → Pong → Ping: cycle" else { exit(2) }
      }
      guard container.validate().problems.map(\.description) == ["Ping → Pong → Ping: cycle"]
      else { exit(3) }
    }
  }

  @Test func providerCycleIsNamedWithItsWholePath() throws {
    final class Screen: Sendable {
      init(_: Ping) {}
    }
    let container = try pingPongContainer().makeChild { builder in
      builder.register(Screen.self) { r in Screen(try r.resolve()) }
    }
    #expect {
      try container.resolve(Screen.self)
    } throws: { error in
      (error as? ResolutionError)?.path.map(\.description) == ["Screen", "Ping", "Pong", "Ping"]
        && "\(error)" == "Screen → Ping → Pong → Ping: cycle"
    }
  }

  @Test func providerCycleThroughASingletonIsNamedToo() throws {
    final class Clock: Sendable {
      init(_: Logger) {}
    }
    let container = try container { builder in
      builder.register(Clock.self, .singleton) { r in Clock(try r.provider(Logger.self)()) }
      builder.register(Logger.self) { r in
        _ = try r.provider(Clock.self)()
        return Logger()
      }
    }
    #expect {
      try container.resolve(Clock.self)
    } throws: { error in
      "\(error)" == "Clock → Logger → Clock: cycle"
    }
  }

  @Test func validationReportsAProviderCycleOnceWithItsPath() throws {
    let report = try pingPongContainer().validate()
    #expect(report.problems.map(\.description) == ["Ping → Pong → Ping: cycle"])
    #expect(report.occurrences == [2], "Ping and Pong both fail because of it")
  }

  @Test func providerCalledOutsideAResolveStartsAFreshOne() throws {
    final class List: Sendable {
      let makeDetail: Provider<Logger>
      init(makeDetail: Provider<Logger>) { self.makeDetail = makeDetail }
    }
    let container = try container { builder in
      builder.register(Logger.self, factory: Logger.init)
      builder.register(List.self) { r in List(makeDetail: try r.provider()) }
    }
    let list = try container.resolve(List.self)
    for _ in 0..<1_000 { _ = try list.makeDetail() }
    #expect(try list.makeDetail() !== (try list.makeDetail()))
  }
}
