import Testing
import ThinTerminal
import ThinTerminalTesting

@testable import Pomodoro

/// The timer screen, built by its type and driven as a person would: every output asserted,
/// in order, on the test clock.
@MainActor
@Suite struct TimerSceneTests {
  @Test func spaceStartsAndPausesTheCountdownAndRResetsIt() async throws {
    let test = try await SceneTest.timer()
    test.assertModel(\.view.clockText, equals: "25:00")
    test.assertModel(\.view.infoText, equals: "Work · 25 min")

    test.key(.character(" "))
    await test.receive(.highlight("Start"))
    await test.advance(by: .seconds(3))
    test.assertModel(\.view.clockText) { $0 = "24:57" }
    #expect(test.text.contains("Pause"))

    test.key(.character(" "))
    await test.receive(.highlight("Pause"))
    await test.advance(by: .seconds(3))
    #expect(test.scene.view.clockText == "24:57", "paused")

    test.key(.character("r"))
    await test.receive(.highlight("Reset"))
    await test.advance(by: .milliseconds(300))
    test.assertModel(\.view.clockText) { $0 = "25:00" }
    await test.finish()
  }

  @Test func atZeroItStopsAndSaysSo() async throws {
    let test = try await SceneTest.timer()
    test.key(.character(" "))
    await test.receive(.highlight("Start"))
    await test.advance(by: .seconds(25 * 60))
    test.assertModel(\.view.clockText, equals: "00:00")
    test.assertModel(\.view.infoText, equals: "Time for a break")
    #expect(test.text.contains("Start"), "stopped")
    await test.finish()
  }

  @Test func itOpensWithTheLengthTheLaunchStepRead() async throws {
    let test = try await SceneTest.timer(saved: PomodoroSettings(workMinutes: 50))
    test.assertModel(\.view.clockText, equals: "25:00")
    try await test.runStartup()
    test.assertModel(\.view.clockText) { $0 = "50:00" }
    #expect(test.text.contains("Work · 50 min"))
    await test.finish()
  }
}
