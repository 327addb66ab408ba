import Observation
import ThinKit
import Todo

/// Waits until `condition` holds, woken by each change of what it reads (an observable's
/// properties): no polling.
@MainActor
func waitUntil(_ condition: @escaping @MainActor () -> Bool) async {
  while !condition() {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      withObservationTracking {
        _ = condition()
      } onChange: {
        continuation.resume()
      }
    }
  }
}

/// Runs `body` while `clock` moves on to each sleeper's moment as soon as one sleeps: for waits
/// whose start a test cannot see (a retry after a failed write). Event by event: the mover
/// waits for a sleeper, never for turns or time.
@MainActor
func advancing(_ clock: ManualClock, _ body: () async -> Void) async {
  let mover = Task {
    while !Task.isCancelled {
      await clock.waitForSleeper()
      guard let next = clock.nextDeadline else { continue }
      await clock.advance(to: next)
    }
  }
  await body()
  mover.cancel()
}

/// The first summary with an open item that `iterator` delivers, while `clock` moves on to each
/// of the watcher's pauses as they begin: for a commit another connection made, which a file
/// event (from another thread) starts the checks for.
@MainActor
func firstSummaryWithOpenItems(
  _ iterator: inout AsyncStream<TodoListSummary>.Iterator, advancing clock: ManualClock
) async -> TodoListSummary? {
  var next: TodoListSummary?
  await advancing(clock) {
    next = await iterator.next(isolation: #isolation)
    while let summary = next, summary.openCount == 0 {
      next = await iterator.next(isolation: #isolation)
    }
  }
  return next
}

/// What `store` throws as it shuts down within a second of `clock`, the clock moved on for
/// each retry meanwhile; nil when every change was saved.
@MainActor
func shutdownError(of store: TodoStore, clock: ManualClock) async -> TodoShutdownError? {
  var thrown: TodoShutdownError?
  await advancing(clock) {
    do throws(TodoShutdownError) {
      try await store.shutDown(within: .seconds(1), clock: clock)
    } catch {
      thrown = error
    }
  }
  return thrown
}
