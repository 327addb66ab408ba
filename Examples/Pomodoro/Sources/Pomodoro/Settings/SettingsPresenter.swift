import ThinKit

/// Fills the settings form, refuses minutes out of range in words, and saves the rest. Only
/// Save keeps a change, so neither Back (``leave()``) nor a quit (``shouldQuit()``) drops one
/// silently: they ask first.
@MainActor
final class SettingsPresenter: SettingsViewDelegate {
  weak var view: (any SettingsDisplaying)?
  weak var delegate: (any SettingsPresenterDelegate)?
  private let timer: PomodoroTimer
  private let store: any SettingsStore
  /// The minutes as the form showed them when it opened: what Back compares with.
  private var shownMinutes = ""
  /// Saved or discarded: the form is going (its pop still sliding), and nothing is left to
  /// ask about, so a quit meanwhile is not held up.
  private var isFinished = false

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
    guard hasChange else {
      finish()
      return
    }
    Task.tracked { [self] in
      guard await confirmDiscarding() else { return }
      finish()
    }
  }

  /// The app is asked to quit (Ctrl-C): true when it may. Changed, asks as Back does.
  func shouldQuit() async -> Bool {
    guard hasChange else { return true }
    return await confirmDiscarding()
  }

  private var hasChange: Bool {
    !isFinished && view.map { $0.minutesText != shownMinutes } ?? false
  }

  private func finish() {
    isFinished = true
    delegate?.settingsDidFinish()
  }

  /// "Discard changes?", naming the length kept: true for Discard.
  private func confirmDiscarding() async -> Bool {
    let problem = "The minutes typed are not saved. Discard keeps \(shownMinutes) minutes."
    return await delegate?.settings(confirmDiscarding: problem) == true
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
      finish()
    } catch {
      delegate?.settingsDidFail(with: error)
    }
  }
}
