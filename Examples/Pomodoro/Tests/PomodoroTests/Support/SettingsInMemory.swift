import Synchronization
import ThinTerminalTesting

@testable import Pomodoro

/// What a test's settings store was asked to keep: the output a test asserts.
struct SavedSettings: Equatable, Sendable {
  let workMinutes: Int
}

/// Settings kept in memory, from `saved` (none by default): each save is posted to the test's
/// outputs.
final class SettingsInMemory: SettingsStore {
  private let outputs: SceneOutputChannel
  private let saved: Mutex<PomodoroSettings?>

  init(outputs: SceneOutputChannel, saved: PomodoroSettings? = nil) {
    self.outputs = outputs
    self.saved = Mutex(saved)
  }

  func load() -> PomodoroSettings? {
    saved.withLock { $0 }
  }

  func save(_ settings: PomodoroSettings) {
    outputs.post(SavedSettings(workMinutes: settings.workMinutes))
    saved.withLock { $0 = settings }
  }
}
