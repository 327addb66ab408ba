import ThinKit

/// Fills the settings form, refuses minutes out of range in words, and saves the rest. Only
/// Save keeps a change, so Back (``leave()``) never drops one silently: it asks first.
@MainActor
final class SettingsPresenter: SettingsViewDelegate {
  weak var view: (any SettingsDisplaying)?
  weak var delegate: (any SettingsPresenterDelegate)?
  private let timer: PomodoroTimer
  private let store: any SettingsStore
  /// The minutes as the form showed them when it opened: what Back compares with.
  private var shownMinutes = ""

  init(timer: PomodoroTimer, store: any SettingsStore) {
    self.timer = timer
    self.store = store
  }

  /// Shows the length the timer has now.
  func start() {
    shownMinutes = String(Int(timer.length.components.seconds) / 60)
    view?.minutesText = shownMinutes
  }

  /// Back (Esc, ‹ Back): goes back at once when the minutes are as shown. Changed, asks
  /// "Discard changes?" first: Discard goes back, the timer as it was; Keep editing stays.
  func leave() {
    guard let view, view.minutesText != shownMinutes else {
      delegate?.settingsDidFinish()
      return
    }
    let problem = "The minutes typed are not saved. Discard keeps \(shownMinutes) minutes."
    Task.tracked { [self] in
      guard await delegate?.settings(confirmDiscarding: problem) == true else { return }
      delegate?.settingsDidFinish()
    }
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
      delegate?.settingsDidFinish()
    } catch {
      delegate?.settingsDidFail(with: error)
    }
  }
}
