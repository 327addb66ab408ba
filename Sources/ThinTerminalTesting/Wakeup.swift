import Dispatch
import Synchronization

/// One wait of the harness, ended by whichever of its sources fires first: an output, the work
/// coming to rest, or a timer of real time that bounds a failure's wait (never a guess that
/// work is done).
final class Wakeup: Sendable {
  /// Why the wait ended.
  enum Reason: Sendable {
    case output
    case rest
    case timeUp
  }

  private struct State {
    var continuation: CheckedContinuation<Reason, Never>?
    var reason: Reason?
  }

  private let state = Mutex(State())

  /// Ends the wait with `reason`, unless it already ended.
  func fire(_ reason: Reason) {
    let continuation = state.withLock { state -> CheckedContinuation<Reason, Never>? in
      guard state.reason == nil else { return nil }
      state.reason = reason
      defer { state.continuation = nil }
      return state.continuation
    }
    continuation?.resume(returning: reason)
  }

  /// Ends the wait with `reason` `delay` of real time from now, unless it ended before.
  func fire(_ reason: Reason, after delay: Duration) {
    let nanoseconds = Int(max(.zero, min(delay, .seconds(86_400))) / .nanoseconds(1))
    DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(nanoseconds)) {
      [weak self] in self?.fire(reason)
    }
  }

  /// Suspends until the first reason fires (at once when one already did).
  func wait() async -> Reason {
    await withCheckedContinuation { continuation in
      let reason = state.withLock { state -> Reason? in
        if state.reason == nil { state.continuation = continuation }
        return state.reason
      }
      if let reason { continuation.resume(returning: reason) }
    }
  }
}
