import Dispatch
import Synchronization
import ThinKit

/// The clock a ThinTerminal app runs on: `ContinuousClock`'s time, with sleeps that a wrong
/// monotonic or wrong wall clock cannot hold for ever.
///
/// A sleep arms two Dispatch timers for the time left, one on the monotonic clock and one on
/// the wall clock, wakes at the first to fire, and returns once the continuous time reached the
/// deadline (a wall clock set forward wakes it early: it arms both again for the rest). One
/// timer would do on a healthy machine. The pair is for the other kind: a wall clock set back
/// holds a wall timer, and under libfaketime, which testers use to move an app across midnight,
/// Dispatch's monotonic timers never fire at all (wolfcw/libfaketime#378, #431, #545), so a
/// `ContinuousClock` sleep never returns: no frame would be drawn while a view animates, no
/// lone Esc would be told from a key's sequence, no day would change.
public struct HostClock: Clock {
  public typealias Instant = ContinuousClock.Instant

  private let timers: [WakeTimer]
  private let readNow: @Sendable () -> Instant

  /// The clock, its sleeps armed on the monotonic and the wall clock.
  public init() {
    self.init(timers: [.monotonic, .wall]) { ContinuousClock.now }
  }

  /// The clock with its sleeps armed on `timers`, reading the time from `now` (a test's timers
  /// fire when it says, and its time moves when it says).
  init(timers: [WakeTimer], now: @escaping @Sendable () -> Instant) {
    self.timers = timers
    readNow = now
  }

  public var now: Instant { readNow() }

  public var minimumResolution: Duration { ContinuousClock().minimumResolution }

  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    while true {
      try Task.checkCancellation()
      let left = now.duration(to: deadline)
      guard left > .zero else { return }
      try await Wake().wait(for: left, on: timers)
    }
  }
}

/// A way to run a closure after a span of time, as a ``HostClock`` arms it for a sleep.
struct WakeTimer: Sendable {
  let arm: @Sendable (DispatchTimeInterval, @escaping @Sendable () -> Void) -> Void

  /// Dispatch's timer on the monotonic clock (`DispatchTime`).
  static let monotonic = WakeTimer { delay, fire in
    DispatchQueue.global().asyncAfter(deadline: .now() + delay, execute: fire)
  }

  /// Dispatch's timer on the wall clock (`DispatchWallTime`).
  static let wall = WakeTimer { delay, fire in
    DispatchQueue.global().asyncAfter(wallDeadline: .now() + delay, execute: fire)
  }
}

/// One wait of a sleep, ended once: by the first timer that fires, or by cancellation.
private final class Wake: Sendable {
  private struct State {
    var continuation: TrackedContinuation<Result<Void, any Error>>?
    var outcome: Result<Void, any Error>?
  }

  private let state = Mutex(State())

  /// Waits until a timer armed for `span` fires; throws `CancellationError` when the task is
  /// cancelled first. A span over a day is cut to a day: the sleep arms again for the rest.
  /// The wait is a tracked source, as a `ManualClock`'s sleep is: work that sleeps (a day
  /// watch, a retry's pause) is at rest meanwhile, so keys typed ahead do not wait for it.
  func wait(for span: Duration, on timers: [WakeTimer]) async throws {
    let delay = DispatchTimeInterval.nanoseconds(
      Int(min(span, .seconds(86_400)) / .nanoseconds(1)))
    let outcome = await withTaskCancellationHandler {
      await withTrackedContinuation {
        (continuation: TrackedContinuation<Result<Void, any Error>>) in
        let early = state.withLock { state in
          if state.outcome == nil { state.continuation = continuation }
          return state.outcome
        }
        if let early { return continuation.resume(returning: early) }
        for timer in timers {
          timer.arm(delay) { [weak self] in self?.end(.success(())) }
        }
      }
    } onCancel: {
      end(.failure(CancellationError()))
    }
    try outcome.get()
  }

  private func end(_ outcome: Result<Void, any Error>) {
    let continuation = state.withLock {
      state -> TrackedContinuation<Result<Void, any Error>>? in
      guard state.outcome == nil else { return nil }
      state.outcome = outcome
      defer { state.continuation = nil }
      return state.continuation
    }
    continuation?.resume(returning: outcome)
  }
}
