import Clocks
import Testing
import ThinKit

@Suite struct AnimationClockTests {
  /// Waits, a bounded number of times, until `testClock` has a sleeper.
  private func waitForSleeper(on testClock: TestClock<Duration>) async {
    for _ in 0..<1_000 {
      do { try await testClock.checkSuspension() } catch { return }
    }
  }

  /// Whether `testClock` still has a sleeper.
  private func hasSleeper(_ testClock: TestClock<Duration>) async -> Bool {
    do {
      try await testClock.checkSuspension()
      return false
    } catch {
      return true
    }
  }

  /// A loop computes when to wake, then the clock moves before it sleeps (a test clock advanced
  /// from another thread): sleeping until the moment still wakes at the moment, where sleeping
  /// for the difference computed earlier would wake that much later.
  @Test func sleepingUntilAMomentWakesAtItEvenIfTheClockMovedFirst() async {
    let testClock = TestClock<Duration>()
    let clock = AnimationClock(testClock)
    let wake = clock.now + .milliseconds(10)
    await testClock.advance(by: .milliseconds(5))
    let sleeper = Task { try await clock.sleep(until: wake) }
    await waitForSleeper(on: testClock)
    await testClock.advance(by: .milliseconds(5))
    #expect(!(await hasSleeper(testClock)), "awake at 10 ms")
    // Cancelled only if still asleep (the failure above), so that the test cannot hang: a
    // cancel racing the wake-up of a sleeper that was just resumed would make it throw.
    if await hasSleeper(testClock) { sleeper.cancel() }
    #expect((try? await sleeper.value) != nil)
    #expect(clock.now == .milliseconds(10))
  }

  /// A moment the clock has reached needs no advance to wake from.
  @Test func sleepingUntilAMomentAlreadyReachedReturnsAtOnce() async throws {
    let testClock = TestClock<Duration>()
    let clock = AnimationClock(testClock)
    await testClock.advance(by: .milliseconds(10))
    try await clock.sleep(until: .milliseconds(10))
    try await clock.sleep(until: .milliseconds(4))
    #expect(!(await hasSleeper(testClock)))
  }

  @Test func sleepingForADurationCountsFromNow() async {
    let testClock = TestClock<Duration>()
    let clock = AnimationClock(testClock)
    await testClock.advance(by: .milliseconds(5))
    let sleeper = Task { try await clock.sleep(for: .milliseconds(10)) }
    await waitForSleeper(on: testClock)
    await testClock.advance(by: .milliseconds(9))
    #expect(await hasSleeper(testClock), "still asleep at 14 ms")
    await testClock.advance(by: .milliseconds(1))
    #expect(!(await hasSleeper(testClock)), "awake at 15 ms")
    // Cancelled only if still asleep (the failure above), so that the test cannot hang: a
    // cancel racing the wake-up of a sleeper that was just resumed would make it throw.
    if await hasSleeper(testClock) { sleeper.cancel() }
    #expect((try? await sleeper.value) != nil)
  }
}
