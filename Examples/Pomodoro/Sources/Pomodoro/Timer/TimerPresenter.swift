import ThinKit

/// Shows the timer on its screen, second by second, and carries the buttons to it.
@MainActor
final class TimerPresenter: TimerViewDelegate {
  weak var view: (any TimerDisplaying)?
  private let timer: PomodoroTimer
  private let cycle: UpdateCycle
  private var binding: ObservationBinding?

  init(timer: PomodoroTimer, cycle: UpdateCycle) {
    self.timer = timer
    self.cycle = cycle
  }

  /// Renders now, then after every change of the timer.
  func start() {
    binding = ObservationBinding.bind(timer, to: self, cycle: cycle) { presenter, timer in
      presenter.render(timer)
    }
  }

  func stop() {
    binding?.cancel()
  }

  func timerViewDidPressStartOrPause() {
    timer.isRunning ? timer.pause() : timer.start()
  }

  func timerViewDidPressReset() {
    timer.reset()
  }

  private func render(_ timer: PomodoroTimer) {
    let seconds = Int(timer.remaining.components.seconds)
    view?.clockText = Self.twoDigits(seconds / 60) + ":" + Self.twoDigits(seconds % 60)
    let minutes = Int(timer.length.components.seconds) / 60
    view?.infoText = seconds == 0 ? "Time for a break" : "Work · \(minutes) min"
    view?.isRunning = timer.isRunning
  }

  private static func twoDigits(_ number: Int) -> String {
    number < 10 ? "0\(number)" : "\(number)"
  }
}
