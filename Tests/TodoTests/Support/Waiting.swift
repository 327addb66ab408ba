import Clocks
import Observation

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

/// Runs `body` while `clock` moves on by itself, for waits whose start a test cannot see.
@MainActor
func advancing(_ clock: TestClock<Duration>, _ body: () async -> Void) async {
  let mover = Task {
    while !Task.isCancelled {
      await clock.advance(by: .milliseconds(100))
      await Task.yield()
    }
  }
  await body()
  mover.cancel()
}
