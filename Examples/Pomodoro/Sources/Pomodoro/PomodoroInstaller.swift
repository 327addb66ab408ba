import ThinDI
import ThinScenes

/// Registers the app: the timer, where the settings are kept, the launch step that reads them,
/// and one line per screen, with the route into it.
struct PomodoroInstaller: Installer {
  func install(into builder: inout ContainerBuilder) {
    builder.registerMainActor(PomodoroTimer.self, .singleton) { resolver in
      PomodoroTimer(clock: try resolver.resolve())
    }
    builder.register((any SettingsStore).self, .singleton) { SettingsFile.standard() }
    builder.addStartupStep("Settings") { resolver in
      LoadSettingsStep(store: try resolver.resolve(), timer: try resolver.resolve())
    }
    builder.registerRoute(PomodoroApp.self, to: TimerScene.self)
    builder.registerRoute(TimerScene.OpenSettings.self, to: SettingsScene.self)
  }
}
