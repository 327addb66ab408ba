import Testing
import ThinKit

/// The test clock runs what it wakes: in deadline order, each sleeper before the next, with
/// what it schedules on the way.
@MainActor
@Suite struct ManualClockTests {
  @Test func advanceRunsWhatItWakesInDeadlineOrderWithWhatTheyScheduleOnTheWay() async {
    let clock = ManualClock()
    var log: [String] = []
    clock.tracker.withTracking {
      Task.tracked {
        try? await clock.sleep(for: .seconds(3))
        log.append("c at \(clock.now)")
      }
      Task.tracked {
        try? await clock.sleep(for: .seconds(1))
        log.append("a at \(clock.now)")
        // Scheduled on the way, due within the span: woken in its turn.
        try? await clock.sleep(for: .seconds(1))
        log.append("b at \(clock.now)")
      }
    }
    await clock.advance(by: .seconds(5))
    #expect(log == ["a at 1.0 seconds", "b at 2.0 seconds", "c at 3.0 seconds"])
    #expect(clock.now == ManualClock.Instant(offset: .seconds(5)))
    #expect(clock.nextDeadline == nil)
  }

  @Test func aSleepOnTheClockIsIdleAndAWakeBusyUntilTheWorkRests() async {
    let clock = ManualClock()
    var woke = false
    clock.tracker.task {
      try? await clock.sleep(for: .seconds(1))
      woke = true
    }
    await clock.tracker.waitUntilIdle()
    #expect(!woke, "asleep, and idle")
    #expect(clock.nextDeadline == ManualClock.Instant(offset: .seconds(1)))
    await clock.advance(by: .milliseconds(999))
    #expect(!woke)
    await clock.advance(by: .milliseconds(1))
    #expect(woke, "ran before advance returned")
  }

  @Test func aSleepEndsByCancellationAndLeavesNoSleeper() async {
    let clock = ManualClock()
    let sleeper = clock.tracker.task { () -> Bool in
      do {
        try await clock.sleep(for: .seconds(1))
        return false
      } catch {
        return error is CancellationError
      }
    }
    await clock.tracker.waitUntilIdle()
    sleeper.cancel()
    #expect(await sleeper.value)
    #expect(clock.nextDeadline == nil)
    #expect(clock.tracker.isIdle)
  }

  @Test func aDeadlineAlreadyReachedReturnsAtOnce() async throws {
    let clock = ManualClock()
    await clock.advance(by: .seconds(2))
    try await clock.sleep(until: ManualClock.Instant(offset: .seconds(1)))
    #expect(clock.nextDeadline == nil)
  }
}

/// A test waits for the code under test to go to sleep on its own schedule.
@MainActor
@Suite struct ManualClockSleeperTests {
  @Test func waitingForASleeperEndsWhenSomeoneSleeps() async {
    let clock = ManualClock()
    let sleeping = Task {
      await clock.waitForSleeper()
      return clock.nextDeadline
    }
    let sleeper = Task { try? await clock.sleep(for: .seconds(2)) }
    #expect(await sleeping.value == ManualClock.Instant(offset: .seconds(2)))
    await clock.waitForSleeper()  // Someone sleeps already: at once.
    await clock.advance(by: .seconds(2))
    await sleeper.value
    #expect(clock.nextDeadline == nil)
  }

  @Test func waitingForASleeperEndsWhenTheWaiterIsCancelled() async {
    let clock = ManualClock()
    let waiter = Task { await clock.waitForSleeper() }
    waiter.cancel()
    await waiter.value
    #expect(clock.nextDeadline == nil, "nobody slept")
  }
}
