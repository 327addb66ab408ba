import Clocks
import Synchronization
import Testing
import ThinDI

/// Records the order steps ran in.
private final class Journal: Sendable {
  private let entries = Mutex<[String]>([])
  var all: [String] { entries.withLock { $0 } }
  func append(_ entry: String) { entries.withLock { $0.append(entry) } }
}

/// A step with a dependency, as an app would write one: takes 2 s of the test clock.
private struct SampleDataStep: StartupStep {
  let store: TodoStore
  let journal: Journal
  let clock: TestClock<Duration>

  func run() async throws {
    journal.append("sample data into \(store.queue.path)")
    await clock.advance(by: .seconds(2))
  }
}

@Suite struct StartupTests {
  private func launchContainer(
    journal: Journal, clock: TestClock<Duration>, failing: Bool = false
  ) throws -> Container {
    try container { builder in
      builder.install(StorageInstaller())
      builder.addStartupStep("Apply appearance") { _ in
        StartupAction {
          journal.append("appearance")
          await clock.advance(by: .milliseconds(250))
        }
      }
      builder.addStartupStep("Sample data") { r in
        SampleDataStep(store: try r.resolve(), journal: journal, clock: clock)
      }
      if failing {
        builder.addStartupStep("Sync") { _ in StartupAction { throw SampleError() } }
      }
      builder.addStartupStep("Ready") { _ in StartupAction { journal.append("ready") } }
    }
  }

  @Test func stepsRunInOrderAndTheReportTimesEach() async throws {
    let journal = Journal()
    let clock = TestClock()
    let container = try launchContainer(journal: journal, clock: clock)
    #expect(container.startupSteps == ["Apply appearance", "Sample data", "Ready"])

    let report = try await container.runStartup(clock: clock)

    #expect(journal.all == ["appearance", "sample data into :memory:", "ready"])
    #expect(
      report.steps == [
        .init(name: "Apply appearance", duration: .milliseconds(250)),
        .init(name: "Sample data", duration: .seconds(2)),
        .init(name: "Ready", duration: .zero),
      ])
    #expect(report.totalDuration == .milliseconds(2250))
    #expect(
      report.description == """
        Apply appearance: 250.000 ms
        Sample data: 2000.000 ms
        Ready: 0.000 ms
        """)
  }

  @Test func failingStepStopsTheRunAndIsNamed() async throws {
    let journal = Journal()
    let clock = TestClock()
    let container = try launchContainer(journal: journal, clock: clock, failing: true)
    do {
      _ = try await container.runStartup(clock: clock)
      Issue.record("expected a StartupError")
    } catch {
      #expect(error.step == "Sync")
      #expect(error.description == #"startup step "Sync" failed: disk full"#)
      #expect(error.completed.steps.map(\.name) == ["Apply appearance", "Sample data"])
    }
    #expect(!journal.all.contains("ready"), "no step runs after the failing one")
  }

  @Test func stepThatCannotBeBuiltIsNamed() async throws {
    let container = try container { builder in
      builder.addStartupStep("Sample data") { r in
        SampleDataStep(store: try r.resolve(), journal: Journal(), clock: TestClock())
      }
    }
    do {
      _ = try await container.runStartup()
      Issue.record("expected a StartupError")
    } catch {
      #expect(
        error.description
          == #"startup step "Sample data" failed: StartupStep "Sample data" → TodoStore: "#
          + "not registered")
    }
  }
}
