/// The time source of animations and of the host's frame and key timers: any `Clock`, reduced
/// to "how long since this clock was made" and "sleep".
///
/// The app passes its real clock (`ContinuousClock()`, or ThinTerminal's `HostClock`); tests
/// pass a ``ManualClock`` and advance it by hand, so no test ever sleeps to wait for an
/// animation. Models that need time (a request's timeout, a day that ends) take a plain
/// `any Clock<Duration>` instead, and import nothing of this.
public struct AnimationClock: Sendable {
  private let elapsed: @Sendable () -> Duration
  /// Sleeps until a moment of ``now``'s timeline.
  private let sleeper: @Sendable (Duration) async throws -> Void

  public init<C: Clock>(_ clock: C) where C.Duration == Duration {
    let origin = clock.now
    elapsed = { origin.duration(to: clock.now) }
    sleeper = { try await clock.sleep(until: origin.advanced(by: $0), tolerance: nil) }
  }

  /// The time since the clock was made: a monotonic "now" that animations subtract.
  public var now: Duration { elapsed() }

  /// Suspends for `duration` of this clock's time.
  public func sleep(for duration: Duration) async throws {
    try await sleeper(now + duration)
  }

  /// Suspends until ``now`` reaches `deadline`; returns at once when it already has (a test
  /// clock would otherwise wait for its next advance). A loop that wakes at moments it computed
  /// (a frame ticker, a key timeout) sleeps until them rather than for the difference: the
  /// clock may move between reading ``now`` and starting to sleep (a test clock advanced from
  /// another thread), and a sleep for the difference would then wake past the moment.
  public func sleep(until deadline: Duration) async throws {
    guard deadline > now else { return try Task.checkCancellation() }
    try await sleeper(deadline)
  }
}
