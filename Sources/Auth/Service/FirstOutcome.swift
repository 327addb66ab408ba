import Synchronization

/// The first of several outcomes to arrive, and only that one: what a request races against
/// its timeout with. Whoever waits is answered as soon as one outcome arrives, without waiting
/// for the others to finish (a transport that does not stop when cancelled cannot hold up a
/// timeout).
final class FirstOutcome<Value: Sendable, Failure: Error>: Sendable {
  private struct State {
    var outcome: Result<Value, Failure>?
    var waiter: CheckedContinuation<Result<Value, Failure>, Never>?
  }

  private let state = Mutex(State())

  /// Settles the race with `outcome`, unless an outcome arrived first.
  func settle(_ outcome: Result<Value, Failure>) {
    let waiter = state.withLock { state -> CheckedContinuation<Result<Value, Failure>, Never>? in
      guard state.outcome == nil else { return nil }
      state.outcome = outcome
      defer { state.waiter = nil }
      return state.waiter
    }
    waiter?.resume(returning: outcome)
  }

  /// The first outcome, once one arrives. Only one task may wait.
  var value: Result<Value, Failure> {
    get async {
      await withCheckedContinuation { continuation in
        let settled = state.withLock { state -> Result<Value, Failure>? in
          if let outcome = state.outcome { return outcome }
          state.waiter = continuation
          return nil
        }
        if let settled { continuation.resume(returning: settled) }
      }
    }
  }
}
