import GRDB
import Synchronization

/// Delivers database observations on the main actor, in order: the first value at once, later
/// ones on the main actor's next turn, or, for tests, only when ``deliver()`` is called, as
/// ThinKit's `UpdateCycle(drainsAutomatically:)` does for bindings.
///
/// GRDB's own `.immediate` scheduler delivers through the main dispatch queue and insists on
/// the main thread; this one hops with a main-actor task, so it also works where the main
/// actor does not run on the main thread (Swift Testing on Linux).
public final class MainActorObservationScheduler: ValueObservationMainActorScheduler {
  private struct State {
    var pending: [@MainActor () -> Void] = []
    var isDeliveryScheduled = false
    var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

    /// Takes the waiters whose count is reached.
    mutating func readyWaiters() -> [CheckedContinuation<Void, Never>] {
      let ready = waiters.filter { $0.count <= pending.count }.map(\.continuation)
      waiters.removeAll { $0.count <= pending.count }
      return ready
    }
  }

  private let state = Mutex(State())
  private let deliversAutomatically: Bool

  /// A scheduler that delivers by itself, or (`false`) only through ``deliver()``.
  public init(deliversAutomatically: Bool = true) {
    self.deliversAutomatically = deliversAutomatically
  }

  /// Whether a change waits to be delivered.
  public var hasPendingDeliveries: Bool { state.withLock { !$0.pending.isEmpty } }

  public func immediateInitialValue() -> Bool { true }

  public func scheduleOnMainActor(_ action: @escaping @MainActor () -> Void) {
    let (needsDelivery, ready) = state.withLock { state in
      state.pending.append(action)
      let ready = state.readyWaiters()
      guard deliversAutomatically, !state.isDeliveryScheduled else { return (false, ready) }
      state.isDeliveryScheduled = true
      return (true, ready)
    }
    for waiter in ready { waiter.resume() }
    if needsDelivery {
      Task { @MainActor in self.deliver() }
    }
  }

  /// Suspends until at least `count` changes wait to be delivered. GRDB fetches after each
  /// commit and hands the value over from a queue of its own; a test that wrote waits here
  /// for it, rather than for a length of time.
  public func waitForPendingDeliveries(_ count: Int = 1) async {
    await withCheckedContinuation { continuation in
      let isReady = state.withLock { state in
        guard state.pending.count < count else { return true }
        state.waiters.append((count, continuation))
        return false
      }
      if isReady { continuation.resume() }
    }
  }

  /// Delivers every change held so far, in order. Returns how many there were.
  @MainActor
  @discardableResult
  public func deliver() -> Int {
    let actions = state.withLock { state in
      defer {
        state.pending.removeAll()
        state.isDeliveryScheduled = false
      }
      return state.pending
    }
    for action in actions { action() }
    return actions.count
  }
}
