/// Fills the settings form, refuses minutes out of range in words, and saves the rest.
@MainActor
final class SettingsPresenter: SettingsViewDelegate {
  weak var view: (any SettingsDisplaying)?
  weak var delegate: (any SettingsPresenterDelegate)?
  private let timer: PomodoroTimer
  private let store: any SettingsStore

  init(timer: PomodoroTimer, store: any SettingsStore) {
    self.timer = timer
    self.store = store
  }

  /// Shows the length the timer has now.
  func start() {
    view?.minutesText = String(Int(timer.length.components.seconds) / 60)
  }

  func settingsView(didSubmitMinutes text: String) async {
    let settings: PomodoroSettings
    do {
      settings = PomodoroSettings(workMinutes: try PomodoroSettings.workMinutes(from: text))
    } catch {
      view?.minutesProblem = error.sentence
      return
    }
    view?.minutesProblem = nil
    do {
      try await store.save(settings)
      timer.change(length: settings.workLength)
      delegate?.settingsDidSave()
    } catch {
      delegate?.settingsDidFail(with: error)
    }
  }
}
