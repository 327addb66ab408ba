import ThinDI
import ThinTerminal
import ThinTerminalTesting

@testable import Pomodoro

extension SceneTest where S == TimerScene {
  /// The timer screen, built by its type from the app's installer, on the test's clock, with
  /// its settings kept in memory (`saved`, none by default); `terminal` is the screen's size,
  /// colors and glyphs.
  static func timer(
    on terminal: ScreenConfiguration = ScreenConfiguration(), exhaustivity: Exhaustivity = .on,
    saved: PomodoroSettings? = nil
  ) async throws -> SceneTest<TimerScene> {
    try await SceneTest(
      TimerScene.self, installers: [PomodoroInstaller()], terminal: terminal,
      exhaustivity: exhaustivity
    ) { builder, context in
      builder.install(AppShellInstaller(clock: context.clock))
      builder.override {
        $0.register((any SettingsStore).self, .singleton) {
          SettingsInMemory(outputs: context.outputs, saved: saved)
        }
      }
    }
  }
}
