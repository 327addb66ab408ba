import Testing
import ThinKit

@MainActor
@Suite struct AnimationClockTests {
  /// A loop computes when to wake, then the clock moves before it sleeps (a test clock advanced
  /// from another thread): sleeping until the moment still wakes at the moment, where sleeping
  /// for the difference computed earlier would wake that much later.
  @Test func sleepingUntilAMomentWakesAtItEvenIfTheClockMovedFirst() async {
    let manual = ManualClock()
    let clock = AnimationClock(manual)
    let wake = clock.now + .milliseconds(10)
    await manual.advance(by: .milliseconds(5))
    let sleeper = manual.tracker.task { (try? await clock.sleep(until: wake)) != nil }
    await manual.tracker.waitUntilIdle()
    #expect(manual.nextDeadline != nil, "asleep until 10 ms")
    await manual.advance(by: .milliseconds(5))
    #expect(manual.nextDeadline == nil, "awake at 10 ms")
    #expect(await sleeper.value)
    #expect(clock.now == .milliseconds(10))
  }

  /// A moment the clock has reached needs no advance to wake from.
  @Test func sleepingUntilAMomentAlreadyReachedReturnsAtOnce() async throws {
    let manual = ManualClock()
    let clock = AnimationClock(manual)
    await manual.advance(by: .milliseconds(10))
    try await clock.sleep(until: .milliseconds(10))
    try await clock.sleep(until: .milliseconds(4))
    #expect(manual.nextDeadline == nil)
  }

  @Test func sleepingForADurationCountsFromNow() async {
    let manual = ManualClock()
    let clock = AnimationClock(manual)
    await manual.advance(by: .milliseconds(5))
    let sleeper = manual.tracker.task { (try? await clock.sleep(for: .milliseconds(10))) != nil }
    await manual.tracker.waitUntilIdle()
    await manual.advance(by: .milliseconds(9))
    #expect(manual.nextDeadline != nil, "still asleep at 14 ms")
    await manual.advance(by: .milliseconds(1))
    #expect(manual.nextDeadline == nil, "awake at 15 ms")
    #expect(await sleeper.value)
  }
}
