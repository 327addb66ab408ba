/// The settings form as its presenter sees it.
@MainActor
protocol SettingsDisplaying: AnyObject {
  /// The minutes field's text.
  var minutesText: String { get set }
  /// Why the minutes were refused, in words; nil when they were not.
  var minutesProblem: String? { get set }
}

/// What the user did on the settings form.
@MainActor
protocol SettingsViewDelegate: AnyObject {
  /// Save (Return in the field, or the Save button) with what the field says.
  func settingsView(didSubmitMinutes text: String) async
}

/// What the settings presenter asks of its view controller.
@MainActor
protocol SettingsPresenterDelegate: AnyObject {
  /// Saved, or left with nothing to keep: close the form.
  func settingsDidFinish()
  /// The file could not be written: say so; the form stays, with what was typed.
  func settingsDidFail(with error: any Error)
}
