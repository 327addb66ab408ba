import Observation
import ThinKit

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
