import Synchronization
import Testing

@testable import ThinTerminal

/// Timers a test fires by hand: each arming is handed over, in order, and counted.
private final class HandTimers: Sendable {
  let armings: AsyncStream<@Sendable () -> Void>
  private let continuation: AsyncStream<@Sendable () -> Void>.Continuation
  private let count = Mutex(0)

  init() {
    (armings, continuation) = AsyncStream.makeStream()
  }

  /// A timer that hands its firing to the test instead of running it after the delay.
  var timer: WakeTimer {
    WakeTimer { [self] _, fire in
      count.withLock { $0 += 1 }
      continuation.yield(fire)
    }
  }

  var armedCount: Int { count.withLock { $0 } }

  /// Ends ``armings`` (the sleep returned: nothing more will be armed).
  func finish() { continuation.finish() }
}

/// A timer that never fires: libfaketime's monotonic timers, a wall clock set back.
private let never = WakeTimer { _, _ in }

@Suite(.timeLimit(.minutes(1))) struct HostClockTests {
  @Test(arguments: [true, false])
  func aSleepEndsByOneTimerWhenTheOtherNeverFires(handFirst: Bool) async throws {
    let hand = HandTimers()
    let clock = HostClock(timers: handFirst ? [hand.timer, never] : [never, hand.timer])
    let deadline = clock.now.advanced(by: .milliseconds(20))
    let sleep = Task {
      defer { hand.finish() }
      try await clock.sleep(until: deadline)
    }
    // A firing before the deadline wakes the sleep early: it arms again for the rest.
    for await fire in hand.armings { fire() }
    try await sleep.value
    #expect(clock.now >= deadline)
    #expect(hand.armedCount >= 1)
  }

  @Test func aCancelledSleepThrowsAndALateFiringIsIgnored() async throws {
    let hand = HandTimers()
    let clock = HostClock(timers: [hand.timer])
    let sleep = Task { try await clock.sleep(for: .seconds(3_600)) }
    var armings = hand.armings.makeAsyncIterator()
    let fire = try #require(await armings.next())
    sleep.cancel()
    await #expect(throws: CancellationError.self) { try await sleep.value }
    fire()
    #expect(hand.armedCount == 1)
  }

  @Test func aDeadlineThatPassedArmsNothing() async throws {
    let hand = HandTimers()
    let clock = HostClock(timers: [hand.timer])
    try await clock.sleep(until: clock.now.advanced(by: .seconds(-1)))
    #expect(hand.armedCount == 0)
  }

  @Test func theRealTimersEndASleepAtItsDeadline() async throws {
    let clock = HostClock()
    let deadline = clock.now.advanced(by: .milliseconds(2))
    try await clock.sleep(until: deadline)
    #expect(clock.now >= deadline)
  }
}
