import Synchronization
import ThinKit

/// A clock that jumps: ``jump(by:)`` moves it on in one go and wakes every sleeper it passed at
/// once, late, as a machine waking from sleep does to a `ContinuousClock`.
final class JumpingClock: Clock, Sendable {
  typealias Instant = ManualClock.Instant

  private struct State {
    var now = Instant()
    var sleeper: (deadline: Instant, continuation: CheckedContinuation<Void, any Error>)?
    var waiters: [CheckedContinuation<Void, Never>] = []
  }

  private let state = Mutex(State())

  var now: Instant { state.withLock { $0.now } }
  var minimumResolution: Duration { .zero }
  /// Until when the one sleeper sleeps.
  var lastDeadline: Duration? { state.withLock { $0.sleeper?.deadline.offset } }

  /// One sleeper at a time: the timer under test.
  func sleep(until deadline: Instant, tolerance: Duration?) async throws {
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let waiters = state.withLock { state -> [CheckedContinuation<Void, Never>]? in
          guard deadline > state.now else { return nil }
          state.sleeper = (deadline, continuation)
          defer { state.waiters.removeAll() }
          return state.waiters
        }
        guard let waiters else { return continuation.resume() }
        for waiter in waiters { waiter.resume() }
      }
    } onCancel: {
      let sleeper = state.withLock { state in
        defer { state.sleeper = nil }
        return state.sleeper
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
  }

  /// Moves the clock on by `duration`, waking the sleeper if it passed its deadline.
  func jump(by duration: Duration) {
    let woken = state.withLock { state -> CheckedContinuation<Void, any Error>? in
      state.now = state.now.advanced(by: duration)
      guard let sleeper = state.sleeper, sleeper.deadline <= state.now else { return nil }
      state.sleeper = nil
      return sleeper.continuation
    }
    woken?.resume()
  }

  /// Suspends until someone sleeps on the clock.
  func waitForSleeper() async throws {
    await withCheckedContinuation { continuation in
      let sleeps = state.withLock { state in
        if state.sleeper == nil { state.waiters.append(continuation) }
        return state.sleeper != nil
      }
      if sleeps { continuation.resume() }
    }
  }
}
