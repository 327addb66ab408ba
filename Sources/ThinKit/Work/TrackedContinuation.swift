import Synchronization

/// A continuation whose task counts as idle to its ``WorkTracker`` until it is resumed: for a
/// wait that only someone else ends — a person answering an alert, a test double releasing a
/// request it holds. Resuming it counts the task busy again before it runs.
///
/// Resume it exactly once, as a `CheckedContinuation`.
public final class TrackedContinuation<T: Sendable>: Sendable {
  /// Whether the waiting task counts as idle, and whether it was resumed already.
  private struct State {
    var isSuspended = false
    var isResumed = false
  }

  private let continuation: CheckedContinuation<T, Never>
  private let context: WorkTracker.Context?
  private let state = Mutex(State())

  fileprivate init(_ continuation: CheckedContinuation<T, Never>, context: WorkTracker.Context?) {
    self.continuation = continuation
    self.context = context
  }

  /// Resumes the waiting task with `value`.
  public func resume(returning value: T) {
    let wasSuspended = state.withLock { state in
      state.isResumed = true
      return state.isSuspended
    }
    if wasSuspended, let context, let unit = context.unit { context.tracker.resume(unit) }
    continuation.resume(returning: value)
  }

  /// Counts the waiting task idle, unless it was resumed already.
  fileprivate func suspend() {
    let suspends = state.withLock { state in
      guard !state.isResumed else { return false }
      state.isSuspended = true
      return true
    }
    if suspends, let context, let unit = context.unit { context.tracker.suspend(unit) }
  }
}

extension TrackedContinuation where T == Void {
  /// Resumes the waiting task.
  public func resume() {
    resume(returning: ())
  }
}

/// Suspends the current task until `body`'s continuation is resumed, counted idle meanwhile in
/// the current ``WorkTracker``, as `withCheckedContinuation` suspends it uncounted.
///
/// ```swift
/// let chosen = await withTrackedContinuation { answer in
///   alert.onChoice = { answer.resume(returning: $0) }
/// }
/// ```
public func withTrackedContinuation<T: Sendable>(
  isolation: isolated (any Actor)? = #isolation, _ body: (TrackedContinuation<T>) -> Void
) async -> T {
  let context = WorkTracker.context
  return await withCheckedContinuation(isolation: isolation) { continuation in
    let tracked = TrackedContinuation(continuation, context: context)
    // Idle only once `body` has run: the work it starts counts first, so the count never
    // passes through zero on the way (and a body that resumes at once leaves it as it was).
    body(tracked)
    tracked.suspend()
  }
}
