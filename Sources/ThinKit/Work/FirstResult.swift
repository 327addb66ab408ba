import Synchronization

/// Runs `operations` side by side and returns the result of the first to finish, cancelling
/// the others: a request raced against its timeout on an injected clock.
///
/// ```swift
/// let answer = await firstResult(of: [
///   { @Sendable in await send(request) },
///   { @Sendable in (try? await clock.sleep(for: timeout)) == nil ? .cancelled : .timedOut },
/// ])
/// ```
///
/// Each operation runs as a tracked task (`Task.trackedDetached`), and the caller waits as a
/// ``TrackedContinuation``: in the current ``WorkTracker`` the race is idle exactly when every
/// operation is (a request a test double holds, a timeout asleep on a ``ManualClock``), which a
/// task group, whose waiting parent stays busy, cannot say. Cancelling the caller cancels them
/// all; it still returns the first result to come.
public func firstResult<T: Sendable>(
  isolation: isolated (any Actor)? = #isolation, of operations: [@Sendable () async -> T]
) async -> T {
  precondition(!operations.isEmpty, "a race needs an operation")
  let race = Race<T>()
  return await withTaskCancellationHandler {
    await withTrackedContinuation(isolation: isolation) { answer in
      race.start(operations, answer: answer)
    }
  } onCancel: {
    race.cancelAll()
  }
}

/// The state of one ``firstResult(isolation:of:)``: who runs, and whether one finished.
private final class Race<T: Sendable>: Sendable {
  private struct State {
    var answer: TrackedContinuation<T>?
    var tasks: [Task<Void, Never>] = []
    /// A result came, or the caller was cancelled: every task still running is to stop.
    var stopsAll = false
  }

  private let state = Mutex(State())

  /// Starts every operation; the first to finish answers.
  func start(_ operations: [@Sendable () async -> T], answer: TrackedContinuation<T>) {
    state.withLock { $0.answer = answer }
    let tasks = operations.map { operation in
      Task.trackedDetached("a racing operation") { [self] in finish(with: await operation()) }
    }
    // The race may be over (or cancelled) before its tasks are known: they stop now, then.
    let stopsAll = state.withLock { state in
      state.tasks = tasks
      return state.stopsAll
    }
    if stopsAll { for task in tasks { task.cancel() } }
  }

  /// Ends the race with `value` if it is the first, cancelling the others.
  private func finish(with value: T) {
    let (answer, tasks) = state.withLock {
      state -> (TrackedContinuation<T>?, [Task<Void, Never>]) in
      defer {
        state.answer = nil
        state.stopsAll = true
      }
      return (state.answer, state.answer == nil ? [] : state.tasks)
    }
    guard let answer else { return }
    for task in tasks { task.cancel() }
    answer.resume(returning: value)
  }

  func cancelAll() {
    let tasks = state.withLock { state in
      state.stopsAll = true
      return state.tasks
    }
    for task in tasks { task.cancel() }
  }
}
