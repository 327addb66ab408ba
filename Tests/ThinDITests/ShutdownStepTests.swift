import Clocks
import Synchronization
import Testing

@testable import ThinDI

/// Shutdown steps: the way startup came, backwards, for what started only, every step run even
/// past a failure, once.
@Suite struct ShutdownStepTests {
  enum Mail: Feature { static let name = "Mail" }
  enum Agenda: Feature { static let name = "Agenda" }
  enum Unused: Feature { static let name = "Unused" }
  struct Broken: Error, CustomStringConvertible { var description: String { "disk full" } }

  final class Log: Sendable {
    private let entries = Mutex<[String]>([])
    var lines: [String] { entries.withLock { $0 } }
    func write(_ line: String) { entries.withLock { $0.append(line) } }
  }

  /// Two launch steps, and two steps for each feature, each shutdown step logging its name.
  private func container(_ log: Log, failing: Set<String> = []) throws -> Container {
    var builder = ContainerBuilder()
    let groups: [(String, (any Feature.Type)?)] = [
      ("launch", nil), ("mail", Mail.self), ("calendar", Agenda.self), ("never", Unused.self),
    ]
    for (group, feature) in groups {
      builder.addStartupStep("open \(group)", feature: feature) { _ in StartupAction {} }
      for index in 1...2 {
        let name = "\(group) \(index)"
        builder.addShutdownStep(name, feature: feature) { _ in
          ShutdownAction {
            log.write(name)
            if failing.contains(name) { throw Broken() }
          }
        }
      }
    }
    return try builder.build()
  }

  @Test func stepsRunBackwardsFeatureStartedLastFirstLaunchLast() async throws {
    let log = Log()
    let container = try container(log)
    _ = try await container.runStartup(clock: TestClock())
    _ = try await container.start(Agenda.self, clock: TestClock())
    _ = try await container.start(Mail.self, clock: TestClock())
    let report = try await container.runShutdown(clock: TestClock())
    let expected = ["mail 2", "mail 1", "calendar 2", "calendar 1", "launch 2", "launch 1"]
    #expect(log.lines == expected)
    #expect(report.steps.map(\.name) == expected)
    #expect(container.shutdownSteps == ["launch 2", "launch 1"])
    #expect(container.shutdownSteps(of: Mail.self) == ["mail 2", "mail 1"])
  }

  @Test func nothingRunsForALaunchOrFeatureThatDidNotStartNorTwice() async throws {
    let log = Log()
    let container = try container(log)
    try await container.runShutdown(clock: TestClock())
    #expect(log.lines.isEmpty, "nothing started")
    _ = try await container.start(Mail.self, clock: TestClock())
    try await container.runShutdown(clock: TestClock())
    try await container.runShutdown(clock: TestClock())
    #expect(log.lines == ["mail 2", "mail 1"], "once, and only Mail")
    #expect(!container.hasStarted(Mail.self))
  }

  @Test func aFailingStepFailsTheShutdownAfterEveryOtherRan() async throws {
    let log = Log()
    let container = try container(log, failing: ["launch 2"])
    _ = try await container.runStartup(clock: TestClock())
    await #expect {
      try await container.runShutdown(clock: TestClock())
    } throws: { error in
      let error = error as? ShutdownError
      return error?.description == "shutdown step \"launch 2\" failed: disk full"
        && error?.failures.map(\.step) == ["launch 2"]
        && error?.completed.steps.map(\.name) == ["launch 1"]
    }
    #expect(log.lines == ["launch 2", "launch 1"])
  }

  @Test func aStepThatCannotBeBuiltFailsWithTheResolutionError() async throws {
    var builder = ContainerBuilder()
    builder.addStartupStep("open") { _ in StartupAction {} }
    builder.addShutdownStep("close") { resolver in
      let missing: Int = try resolver.resolve()
      return ShutdownAction { _ = missing }
    }
    let container = try builder.build()
    _ = try await container.runStartup()
    await #expect {
      try await container.runShutdown()
    } throws: { error in
      (error as? ShutdownError)?.failures.first?.underlying is ResolutionError
    }
  }

  /// A step resolved on the main actor from a caller there: startup and shutdown build steps
  /// on the caller's isolation, as `validate()` does, so a `@MainActor` registration is fine.
  @MainActor
  @Test func stepsAreBuiltOnTheCallersIsolation() async throws {
    final class Screen: Sendable { let name = "screen" }
    let log = Log()
    var builder = ContainerBuilder()
    builder.registerMainActor(Screen.self) { _ in Screen() }
    builder.addStartupStep("open") { resolver in
      let name = try resolver.resolve(Screen.self).name
      return StartupAction { log.write("open \(name)") }
    }
    builder.addShutdownStep("close") { resolver in
      let name = try resolver.resolve(Screen.self).name
      return ShutdownAction { log.write("close \(name)") }
    }
    let container = try builder.build()
    #expect(container.validate().isEmpty)
    _ = try await container.runStartup()
    try await container.runShutdown()
    #expect(log.lines == ["open screen", "close screen"])
  }
}
