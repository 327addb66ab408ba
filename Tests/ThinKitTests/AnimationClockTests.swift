import Clocks
import Testing
import ThinKit

@Suite struct AnimationClockTests {
  /// A loop computes when to wake, then the clock moves before it sleeps (a test clock advanced
  /// from another thread): sleeping until the moment still wakes at the moment, where sleeping
  /// for the difference computed earlier would wake that much later.
  @Test func sleepingUntilAMomentWakesAtItEvenIfTheClockMovedFirst() async throws {
    let testClock = TestClock<Duration>()
    let clock = AnimationClock(testClock)
    let wake = clock.now + .milliseconds(10)
    await testClock.advance(by: .milliseconds(5))
    let sleeper = Task { try await clock.sleep(until: wake) }
    await testClock.advance(by: .milliseconds(5))
    await testClock.run()
    try await sleeper.value
    #expect(clock.now == .milliseconds(10))
  }

  @Test func sleepingForADurationCountsFromNow() async throws {
    let testClock = TestClock<Duration>()
    let clock = AnimationClock(testClock)
    await testClock.advance(by: .milliseconds(5))
    let sleeper = Task { try await clock.sleep(for: .milliseconds(10)) }
    await testClock.run()
    try await sleeper.value
    #expect(clock.now == .milliseconds(15))
  }
}
