import Synchronization

/// A clock that moves only when told, and runs what it wakes before it says it moved: the test
/// clock of models and screens.
///
/// ``advance(by:)`` wakes the sleepers due within the span one at a time, in deadline order
/// (those of one deadline in the order they went to sleep), setting ``now`` to each one's
/// deadline, and before it wakes the next it waits until the work of its ``tracker`` is idle
/// again: the woken task ran to its next sleep or to its end, with what it started on the way.
/// A timer that sleeps again within the span wakes again within it, so a one-second timer
/// advanced 59 seconds ticks 59 times, each at its second. Waiting is by continuation, never by
/// real time (a stall limit aside: ``WorkTracker/waitUntilIdle(timeLimit:)``).
///
/// A sleep of work counted in ``tracker`` counts as idle (see ``WorkTracker``): a model that
/// sleeps on this clock is done until the clock moves. Give the clock to whatever the code under
/// test takes time from — `any Clock<Duration>`, an `AnimationClock` made from it.
public final class ManualClock: Clock, Sendable {
  /// A moment of the clock: a duration since it was made.
  public struct Instant: InstantProtocol, CustomStringConvertible {
    public let offset: Duration

    public init(offset: Duration = .zero) {
      self.offset = offset
    }

    public func advanced(by duration: Duration) -> Instant {
      Instant(offset: offset + duration)
    }

    public func duration(to other: Instant) -> Duration {
      other.offset - offset
    }

    public static func < (lhs: Instant, rhs: Instant) -> Bool {
      lhs.offset < rhs.offset
    }

    public var description: String { "\(offset)" }
  }

  private struct Sleeper {
    let id: Int
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
    let context: WorkTracker.Context?
  }

  private struct State {
    var now = Instant()
    var nextID = 0
    var sleepers: [Sleeper] = []
    /// Sleeps cancelled before they were registered.
    var cancelled: Set<Int> = []
    /// Those waiting for someone to sleep (``waitForSleeper()``), by id.
    var sleeperWaiters: [Int: CheckedContinuation<Void, Never>] = [:]
  }

  /// The work whose idleness ``advance(by:)`` waits for between wake-ups.
  public let tracker: WorkTracker
  private let state = Mutex(State())

  /// A clock at zero whose advances wait for `tracker`'s work.
  public init(tracker: WorkTracker = WorkTracker()) {
    self.tracker = tracker
  }

  public var now: Instant { state.withLock { $0.now } }

  public var minimumResolution: Duration { .zero }

  /// The earliest deadline anyone sleeps until; nil when nobody sleeps.
  public var nextDeadline: Instant? {
    state.withLock { $0.sleepers.map(\.deadline).min() }
  }

  /// Suspends until the clock reaches `deadline` (at once when it has), counted idle in the
  /// caller's tracker meanwhile. Throws `CancellationError` when the task is cancelled first.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try Task.checkCancellation()
    let context = WorkTracker.context
    let id = state.withLock { state in
      state.nextID += 1
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        let (outcome, waiters) = state.withLock {
          state -> (Result<Void, any Error>?, [CheckedContinuation<Void, Never>]) in
          if state.cancelled.remove(id) != nil { return (.failure(CancellationError()), []) }
          guard deadline > state.now else { return (.success(()), []) }
          state.sleepers.append(
            Sleeper(id: id, deadline: deadline, continuation: continuation, context: context))
          if let context, let unit = context.unit { context.tracker.suspend(unit) }
          defer { state.sleeperWaiters.removeAll() }
          return (nil, Array(state.sleeperWaiters.values))
        }
        if let outcome { continuation.resume(with: outcome) }
        for waiter in waiters { waiter.resume() }
      }
    } onCancel: {
      let sleeper = state.withLock { state -> Sleeper? in
        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
          state.cancelled.insert(id)
          return nil
        }
        return state.sleepers.remove(at: index)
      }
      guard let sleeper else { return }
      Self.wake(sleeper, with: .failure(CancellationError()))
    }
    state.withLock { _ = $0.cancelled.remove(id) }
  }

  /// Suspends until someone sleeps on the clock (at once when someone does), or the waiting
  /// task is cancelled: for a test whose code under test goes to sleep on its own schedule (a
  /// retry after a file event), by continuation, never by polling.
  public func waitForSleeper() async {
    let id = state.withLock { state in
      state.nextID += 1
      return state.nextID
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let isReady = state.withLock { state in
          guard state.sleepers.isEmpty, !state.cancelled.contains(id) else { return true }
          state.sleeperWaiters[id] = continuation
          return false
        }
        if isReady { continuation.resume() }
      }
    } onCancel: {
      let waiter = state.withLock { state in
        state.cancelled.insert(id)
        return state.sleeperWaiters.removeValue(forKey: id)
      }
      waiter?.resume()
    }
    state.withLock { _ = $0.cancelled.remove(id) }
  }

  /// Moves the clock `duration` on, running every sleeper due on the way in deadline order and
  /// waiting after each until ``tracker`` is idle; returns with ``now`` at the end of the span
  /// and the woken work at rest.
  public func advance(by duration: Duration = .zero) async {
    await advance(to: now.advanced(by: duration))
  }

  /// Moves the clock on to `deadline` as ``advance(by:)`` does (never back).
  public func advance(to deadline: Instant) async {
    while true {
      // Whatever the last wake-up (or the caller) set going runs first, so that what it
      // schedules on the way is woken in its turn. Work stuck on something untracked stops
      // the clock where it is: the caller finds the tracker busy.
      guard await tracker.waitUntilIdle() else { return }
      let due = state.withLock { state -> Sleeper? in
        let next = state.sleepers.indices
          .filter { state.sleepers[$0].deadline <= deadline }
          .min { state.sleepers[$0].deadline < state.sleepers[$1].deadline }
        guard let next else {
          state.now = max(state.now, deadline)
          return nil
        }
        state.now = max(state.now, state.sleepers[next].deadline)
        return state.sleepers.remove(at: next)
      }
      guard let due else { return }
      Self.wake(due, with: .success(()))
    }
  }

  /// Counts the sleeper's work busy again, then resumes it.
  private static func wake(_ sleeper: Sleeper, with result: Result<Void, any Error>) {
    if let context = sleeper.context, let unit = context.unit { context.tracker.resume(unit) }
    sleeper.continuation.resume(with: result)
  }
}
