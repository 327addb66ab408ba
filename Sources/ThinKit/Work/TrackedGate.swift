import Synchronization

/// A gate tasks wait at until someone opens it, counted idle in their ``WorkTracker``
/// meanwhile: a write that waits for the one before it, a test double that holds a request
/// until the test releases it. Opening counts every waiter busy again before it runs; an open
/// gate stays open.
public final class TrackedGate: Sendable {
  private struct State {
    var isOpen = false
    var waiters: [TrackedContinuation<Void>] = []
  }

  private let state = Mutex(State())

  public init() {}

  /// Whether the gate was opened.
  public var isOpen: Bool { state.withLock { $0.isOpen } }

  /// Suspends until the gate is open (at once when it is).
  public func wait(isolation: isolated (any Actor)? = #isolation) async {
    await withTrackedContinuation(isolation: isolation) { continuation in
      let isOpen = state.withLock { state in
        if !state.isOpen { state.waiters.append(continuation) }
        return state.isOpen
      }
      if isOpen { continuation.resume() }
    }
  }

  /// Opens the gate for good, letting every waiter through.
  public func open() {
    let waiters = state.withLock { state in
      state.isOpen = true
      defer { state.waiters.removeAll() }
      return state.waiters
    }
    for waiter in waiters { waiter.resume() }
  }
}
