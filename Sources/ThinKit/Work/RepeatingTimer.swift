/// Calls a model back every `interval` of an injected clock, on the main actor, until it is
/// cancelled or released: a countdown's seconds, a poll.
///
/// ```swift
/// ticker = RepeatingTimer(every: .seconds(1), clock: clock) { [weak self] in self?.tick() }
/// ```
///
/// Ticks keep the schedule they started on — `interval`, `2 × interval`, … after the timer was
/// made — however long a tick takes. When the clock jumps past several ticks at once (a
/// machine that slept: a `ContinuousClock` counts the sleep, a `SuspendingClock` does not; a
/// process stopped and resumed), the timer wakes late and makes every tick it passed, at once
/// and in order, so that a model counting ticks stays right; then it keeps its schedule. On a
/// ``ManualClock`` each tick comes at its own moment: advanced 59 seconds, a one-second timer
/// ticks 59 times, at 1 s, 2 s, … 59 s.
///
/// Its task is started with `Task.tracked`: made while a host handles an event (a scene's
/// `start()`), it is counted in the host's ``WorkTracker``, idle between ticks on a
/// ``ManualClock``. Capture the model weakly in `tick`: the timer keeps `tick` until it stops.
@MainActor
public final class RepeatingTimer {
  private var task: Task<Void, Never>?

  /// Starts calling `tick` every `interval` (more than zero) of `clock`.
  public init(
    every interval: Duration, clock: any Clock<Duration>,
    _ tick: @escaping @MainActor () -> Void
  ) {
    precondition(interval > .zero, "a repeating timer needs an interval above zero")
    task = Task.tracked("RepeatingTimer(every: \(interval))") {
      await Self.run(every: interval, on: clock, tick)
    }
  }

  isolated deinit {
    task?.cancel()
  }

  /// Whether the timer still ticks.
  public var isRunning: Bool { task != nil }

  /// Stops ticking; a tick already due is not made.
  public func cancel() {
    task?.cancel()
    task = nil
  }

  private static func run<C: Clock<Duration>>(
    every interval: Duration, on clock: C, _ tick: @MainActor () -> Void
  ) async {
    var next = clock.now.advanced(by: interval)
    while true {
      do { try await clock.sleep(until: next, tolerance: nil) } catch { return }
      // Every tick up to now: one after a wake on time, all that were passed after a jump.
      let now = clock.now
      while next <= now {
        guard !Task.isCancelled else { return }
        tick()
        next = next.advanced(by: interval)
      }
    }
  }
}
