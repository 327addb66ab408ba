import Synchronization

/// The queue, drained once per main run-loop turn, in which model changes reach views: the
/// bindings of `@Observable` models and a store's change notifications (a database's
/// observations) alike.
///
/// As UIKit's update cycle applies `setNeedsLayout`, a change only queues its update;
/// ``drain()`` runs them, in the order they came. However many changes arrive in a turn, a
/// binding updates once, with the latest values. A host with an event loop of its own drains
/// before it draws each frame, so that a turn's model changes and view changes share
/// that frame; ``main`` also drains by itself on the next main-actor turn after a change, for
/// code that runs without such a host. Tests make a cycle that drains only when told.
///
/// An update queued on a cycle that drains by itself counts as work in flight in the
/// ``WorkTracker`` current where the change was made, until a drain runs it: a test knows the
/// screen is not done while a binding has yet to apply a change.
public final class UpdateCycle: Sendable {
  /// The cycle of the app's main run loop: drains on the next main-actor turn, or sooner when
  /// the host drains it for a frame.
  public static let main = UpdateCycle(drainsAutomatically: true)

  /// An update, and the tracker it is counted in until it runs.
  private struct Pending {
    let update: @MainActor () -> Void
    let tracker: WorkTracker?
    let unit: Int
  }

  private struct State {
    var pending: [Pending] = []
    var isDrainScheduled = false
    /// Every update queued since the cycle was made, drained or not.
    var queuedCount = 0
    /// Those waiting until at least `count` updates are queued (tests).
    var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    /// Those waiting until ``queuedCount`` reaches `total` (tests).
    var totalWaiters: [(total: Int, continuation: CheckedContinuation<Void, Never>)] = []

    /// Takes the waiters whose count is reached.
    mutating func readyWaiters() -> [CheckedContinuation<Void, Never>] {
      let ready =
        waiters.filter { $0.count <= pending.count }.map(\.continuation)
        + totalWaiters.filter { $0.total <= queuedCount }.map(\.continuation)
      waiters.removeAll { $0.count <= pending.count }
      totalWaiters.removeAll { $0.total <= queuedCount }
      return ready
    }
  }

  // Changes arrive on whatever thread mutates the model (Observation's `onChange`) or the
  // store (a database's own queue).
  private let state = Mutex(State())
  private let drainsAutomatically: Bool

  /// Makes a cycle. With `drainsAutomatically` false nothing runs until ``drain()`` is called.
  public init(drainsAutomatically: Bool) {
    self.drainsAutomatically = drainsAutomatically
  }

  /// Whether any update waits for the next drain.
  public var hasPendingUpdates: Bool {
    state.withLock { !$0.pending.isEmpty }
  }

  /// Queues `update` for the next drain, from any thread; schedules a drain when this cycle
  /// drains by itself.
  public func schedule(_ update: @escaping @MainActor () -> Void) {
    let tracker = drainsAutomatically ? WorkTracker.current : nil
    let unit = tracker?.begin("a binding's update, waiting for the update cycle's drain") ?? 0
    let (needsDrain, ready) = state.withLock { state in
      state.pending.append(Pending(update: update, tracker: tracker, unit: unit))
      state.queuedCount += 1
      let ready = state.readyWaiters()
      guard drainsAutomatically, !state.isDrainScheduled else { return (false, ready) }
      state.isDrainScheduled = true
      return (true, ready)
    }
    for waiter in ready { waiter.resume() }
    if needsDrain {
      Task { @MainActor in self.drain() }
    }
  }

  /// Runs every update queued since the last drain, in order. Updates queued while this runs
  /// (an update that changes another model) wait for the next drain, so a cycle of bindings
  /// can never spin within one turn. Returns how many updates ran.
  @MainActor
  @discardableResult
  public func drain() -> Int {
    let updates = state.withLock { state in
      defer {
        state.pending.removeAll()
        state.isDrainScheduled = false
      }
      return state.pending
    }
    for pending in updates {
      pending.update()
      pending.tracker?.end(pending.unit)
    }
    return updates.count
  }

  /// How many updates were ever queued here, drained since or not: a test reads it before a
  /// step, then waits for the updates the step brings (``waitForUpdates(queuedSince:count:)``),
  /// which a host's frame may drain before the test asks for them.
  public var queuedCount: Int {
    state.withLock { $0.queuedCount }
  }

  /// Suspends until `count` updates were queued since `mark` (a ``queuedCount`` read earlier),
  /// whoever drained them since: a wait that no drain can make miss its wake-up.
  public func waitForUpdates(queuedSince mark: Int, count: Int = 1) async {
    await withCheckedContinuation { continuation in
      let isReady = state.withLock { state in
        guard state.queuedCount < mark + count else { return true }
        state.totalWaiters.append((mark + count, continuation))
        return false
      }
      if isReady { continuation.resume() }
    }
  }

  /// Suspends until at least `count` updates wait for the next drain. A store hands its
  /// changes over from a queue of its own; a test that wrote waits here for them, rather than
  /// for a length of time. Only where nothing else drains the cycle meanwhile: a drain empties
  /// the queue, and the wait then lasts until further updates come
  /// (``waitForUpdates(queuedSince:count:)`` does not miss them).
  public func waitForPendingUpdates(_ count: Int = 1) async {
    await withCheckedContinuation { continuation in
      let isReady = state.withLock { state in
        guard state.pending.count < count else { return true }
        state.waiters.append((count, continuation))
        return false
      }
      if isReady { continuation.resume() }
    }
  }
}
