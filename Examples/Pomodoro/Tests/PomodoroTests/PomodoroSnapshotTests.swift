import Testing
import ThinTerminal
import ThinTerminalTesting

@testable import Pomodoro

/// The app's screens on every terminal of the snapshot matrix (three sizes, four color modes,
/// Unicode and ASCII), kept as text in `__Snapshots__`. Re-record with
/// `SNAPSHOT_TESTING_RECORD=all swift test --filter PomodoroSnapshotTests`.
@MainActor
@Suite struct PomodoroSnapshotTests {
  /// The timer after 1 minute 30 seconds: running, and counting.
  @Test func timerRunning() async throws {
    try await assertScreenSnapshots { configuration in
      let test = try await SceneTest.timer(on: configuration, exhaustivity: .off)
      test.key(.character(" "))
      await test.advance(by: .seconds(90))
      return test.host
    }
  }

  /// The settings form refusing 95 minutes.
  @Test func settingsRefused() async throws {
    try await assertScreenSnapshots { configuration in
      let test = try await SceneTest.timer(on: configuration, exhaustivity: .off)
      test.key(.character("s"), .alt)
      await test.advance(by: .milliseconds(400))
      test.key(.backspace)
      test.key(.backspace)
      test.type("95")
      test.key(.enter)
      await test.advance(by: .milliseconds(400))
      return test.host
    }
  }
}
