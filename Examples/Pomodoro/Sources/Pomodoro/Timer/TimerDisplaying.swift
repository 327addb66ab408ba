/// The timer screen as its presenter sees it: what it shows.
@MainActor
protocol TimerDisplaying: AnyObject {
  /// What is left, as a clock: "24:59".
  var clockText: String { get set }
  /// The line under the clock: "Work · 25 min", "Time for a break".
  var infoText: String { get set }
  /// Whether the first button says Pause (else Start).
  var isRunning: Bool { get set }
}

/// What the user did on the timer screen: its presenter hears it.
@MainActor
protocol TimerViewDelegate: AnyObject {
  func timerViewDidPressStartOrPause()
  func timerViewDidPressReset()
}
