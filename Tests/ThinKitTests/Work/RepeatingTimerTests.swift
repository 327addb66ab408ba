import Testing
import ThinKit

/// A model's timer on an injected clock: every tick at its moment, every tick after a jump.
@MainActor
@Suite struct RepeatingTimerTests {
  @Test func aOneSecondTimerAdvancedFiftyNineSecondsTicksFiftyNineTimesEachAtItsSecond() async {
    let clock = ManualClock()
    var ticks: [Duration] = []
    let timer = clock.tracker.withTracking {
      RepeatingTimer(every: .seconds(1), clock: clock) { ticks.append(clock.now.offset) }
    }
    await clock.advance(by: .seconds(59))
    #expect(ticks == (1...59).map { Duration.seconds($0) })
    timer.cancel()
    await clock.advance(by: .seconds(5))
    #expect(ticks.count == 59, "no tick after cancel")
    #expect(!timer.isRunning)
  }

  /// A clock that jumps (a machine that slept) wakes the timer late: it makes every tick it
  /// passed, then keeps its schedule.
  @Test func afterAJumpEveryPassedTickComesAtOnceThenTheScheduleHolds() async throws {
    let clock = JumpingClock()
    var ticks = 0
    let timer = RepeatingTimer(every: .seconds(1), clock: clock) { ticks += 1 }
    try await clock.waitForSleeper()
    clock.jump(by: .milliseconds(3_500))
    try await clock.waitForSleeper()
    #expect(ticks == 3)
    #expect(clock.lastDeadline == .seconds(4), "the next tick keeps the schedule")
    timer.cancel()
  }

  @Test func releasingTheTimerStopsIt() async {
    let clock = ManualClock()
    var ticks = 0
    do {
      _ = clock.tracker.withTracking {
        RepeatingTimer(every: .seconds(1), clock: clock) { ticks += 1 }
      }
    }
    await clock.advance(by: .seconds(3))
    #expect(ticks == 0)
    #expect(clock.nextDeadline == nil)
  }
}
