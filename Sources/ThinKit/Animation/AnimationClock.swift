/// The time source of animations, timeouts and debounces: any `Clock`, reduced to "how long since
/// this clock was made" and "sleep".
///
/// The app passes `ContinuousClock()`; tests pass a `TestClock` and advance it by hand, so no
/// test ever sleeps to wait for an animation.
public struct AnimationClock: Sendable {
  private let elapsed: @Sendable () -> Duration
  private let sleeper: @Sendable (Duration) async throws -> Void

  public init<C: Clock>(_ clock: C) where C.Duration == Duration {
    let origin = clock.now
    elapsed = { origin.duration(to: clock.now) }
    sleeper = { try await clock.sleep(for: $0) }
  }

  /// The time since the clock was made: a monotonic "now" that animations subtract.
  public var now: Duration { elapsed() }

  /// Suspends for `duration` of this clock's time.
  public func sleep(for duration: Duration) async throws {
    try await sleeper(duration)
  }
}
