import Synchronization
import Testing
import ThinDI
import ThinKit

@testable import ThinTerminal

/// Timers a test fires by hand, and a time it moves by hand.
private final class HandTime: Sendable {
  let armings: AsyncStream<@Sendable () -> Void>
  private let continuation: AsyncStream<@Sendable () -> Void>.Continuation
  private let state: Mutex<(now: ContinuousClock.Instant, armed: Int)>

  init() {
    (armings, continuation) = AsyncStream.makeStream()
    state = Mutex((ContinuousClock.now, 0))
  }

  /// A timer that hands its firing to the test instead of running it after the delay.
  var timer: WakeTimer {
    WakeTimer { [self] _, fire in
      state.withLock { $0.armed += 1 }
      continuation.yield(fire)
    }
  }

  var now: ContinuousClock.Instant {
    get { state.withLock { $0.now } }
    set { state.withLock { $0.now = newValue } }
  }

  var armedCount: Int { state.withLock { $0.armed } }

  /// The clock on this time, armed on `timers`.
  func clock(_ timers: [WakeTimer]) -> HostClock {
    HostClock(timers: timers) { [self] in now }
  }
}

/// A timer that never fires: libfaketime's monotonic timers, a wall clock set back.
private let never = WakeTimer { _, _ in }

@Suite(.timeLimit(.minutes(1))) struct HostClockTests {
  @Test(arguments: [true, false])
  func aSleepEndsByOneTimerWhenTheOtherNeverFires(handFirst: Bool) async throws {
    let time = HandTime()
    let clock = time.clock(handFirst ? [time.timer, never] : [never, time.timer])
    let deadline = time.now.advanced(by: .seconds(1))
    let sleep = Task { try await clock.sleep(until: deadline) }
    var armings = time.armings.makeAsyncIterator()

    // Fired before the deadline (a wall clock set forward): it arms again for the rest.
    let early = try #require(await armings.next())
    early()
    let again = try #require(await armings.next())
    #expect(time.armedCount == 2)
    time.now = deadline
    again()
    try await sleep.value
    #expect(time.armedCount == 2)
  }

  @Test func aCancelledSleepThrowsAndALateFiringIsIgnored() async throws {
    let time = HandTime()
    let clock = time.clock([time.timer])
    let sleep = Task { try await clock.sleep(for: .seconds(3_600)) }
    var armings = time.armings.makeAsyncIterator()
    let fire = try #require(await armings.next())
    sleep.cancel()
    await #expect(throws: CancellationError.self) { try await sleep.value }
    fire()
    #expect(time.armedCount == 1)
  }

  /// Work asleep on the host's clock is at rest, as on a `ManualClock`: keys typed ahead after
  /// a key that started a day watch do not wait for the day to change.
  @Test func aSleepIsAtRestInItsTrackerAndBusyOnceItWakes() async throws {
    let time = HandTime()
    let clock = time.clock([time.timer])
    let tracker = WorkTracker()
    let woke = Mutex(false)
    let sleeper = tracker.task {
      try? await clock.sleep(for: .seconds(3_600))
      woke.withLock { $0 = true }
    }
    var armings = time.armings.makeAsyncIterator()
    let fire = try #require(await armings.next())
    #expect(await tracker.waitUntilIdle(timeLimit: .seconds(30)), "idle while it sleeps")
    #expect(!woke.withLock { $0 })
    time.now = time.now.advanced(by: .seconds(3_600))
    fire()
    await sleeper.value
    #expect(woke.withLock { $0 })
    #expect(tracker.isIdle)
  }

  @Test func aDeadlineThatPassedArmsNothing() async throws {
    let time = HandTime()
    let clock = time.clock([time.timer])
    try await clock.sleep(until: time.now)
    #expect(time.armedCount == 0)
  }

  @Test func anAppsShellRunsOnAHostClockUnlessGivenAnother() throws {
    let container = try ContainerBuilder(installers: [AppShellInstaller()]).build()
    #expect(try container.resolve((any Clock<Duration>).self) is HostClock)
  }
}
