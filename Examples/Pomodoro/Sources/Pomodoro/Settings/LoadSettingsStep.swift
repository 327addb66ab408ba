import ThinDI

/// At launch, gives the timer the length the user saved.
struct LoadSettingsStep: StartupStep {
  let store: any SettingsStore
  let timer: PomodoroTimer

  func run() async throws {
    let settings = try await store.load() ?? .standard
    await timer.change(length: settings.workLength)
  }
}
