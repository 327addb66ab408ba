import Testing
import ThinKit

@testable import Pomodoro

/// The timer on a test clock: it moves only when the test says, and runs every tick it passes.
@MainActor
@Suite struct PomodoroTimerTests {
  private let clock = ManualClock()

  /// A timer of `seconds`, started as a screen starts it: its ticks counted as the clock's work.
  private func startedTimer(seconds: Int) -> PomodoroTimer {
    let timer = PomodoroTimer(length: .seconds(seconds), clock: clock)
    clock.tracker.withTracking { timer.start() }
    return timer
  }

  @Test func itCountsDownSecondBySecondAndStopsAtZero() async {
    let timer = startedTimer(seconds: 60)
    await clock.advance(by: .seconds(59))
    #expect(timer.remaining == .seconds(1))
    await clock.advance(by: .seconds(5))
    #expect(timer.remaining == .zero)
    #expect(!timer.isRunning)
  }

  @Test func pauseStopsWhereItIsAndResetPutsThePeriodBack() async {
    let timer = startedTimer(seconds: 60)
    await clock.advance(by: .seconds(10))
    timer.pause()
    await clock.advance(by: .seconds(10))
    #expect(timer.remaining == .seconds(50))
    timer.reset()
    #expect(timer.remaining == .seconds(60))
    #expect(!timer.isRunning)
  }

  @Test func aNewLengthShowsAtOnceOnlyAtTheTopOfAPeriod() async {
    let timer = PomodoroTimer(length: .seconds(60), clock: clock)
    timer.change(length: .seconds(120))
    #expect(timer.remaining == .seconds(120))
    clock.tracker.withTracking { timer.start() }
    await clock.advance(by: .seconds(1))
    timer.change(length: .seconds(30))
    #expect(timer.remaining == .seconds(119), "a period under way keeps going")
    timer.reset()
    #expect(timer.remaining == .seconds(30))
  }
}
