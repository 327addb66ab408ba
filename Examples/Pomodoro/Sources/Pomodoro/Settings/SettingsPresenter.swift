import ThinKit

/// Fills the settings form, refuses minutes out of range in words, and saves the rest. Only
/// Save keeps a change, so neither Back nor a quit drops one silently: its scene's
/// `DiscardConfirmation` asks first about what ``unsavedChanges`` names.
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

  /// What Back or a quit would throw away, in words; nil when nothing would: the minutes are
  /// as shown, or the form saved and is going.
  var unsavedChanges: String? {
    guard !isFinished, let view, view.minutesText != shownMinutes else { return nil }
    return "The minutes typed are not saved. Discard keeps \(shownMinutes) minutes."
  }

  /// Goes back: saved, left unchanged, or the change discarded (the timer as it was).
  func finish() {
    isFinished = true
    delegate?.settingsDidFinish()
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
