import Synchronization
import ThinKit

/// Where a scene test's outputs queue up until the test asserts them: the screen's own (focus,
/// shakes, navigation, alerts), and what test doubles post from wherever they run.
///
/// A fake gets the channel from ``SceneTest``'s setup closure and posts what the world outside
/// the app saw — a request, a write — as a value of its own type:
///
///     func send(_ message: String) async throws {
///       struct Offline: Error {}
///       outputs.post(SentFeedback(message: message))
///       if fails { throw Offline() }
///     }
///
/// and the test asserts it in order with the rest:
/// `await test.receive(.posted(SentFeedback(message: "Love it")))`.
public final class SceneOutputChannel: Sendable {
  private struct State {
    var queue: [SceneOutput] = []
    /// Called once on the next output: a test waiting for one.
    var listeners: [@Sendable () -> Void] = []
  }

  private let state = Mutex(State())

  public init() {}

  /// Queues `value` as a ``SceneOutput/posted(_:)`` output. Safe from any thread.
  public func post(_ value: some Equatable & Sendable) {
    record(.posted(AnyOutput(value)))
  }

  /// Queues `output`.
  public func record(_ output: SceneOutput) {
    let listeners = state.withLock { state in
      state.queue.append(output)
      defer { state.listeners.removeAll() }
      return state.listeners
    }
    for listener in listeners { listener() }
  }

  /// The outputs not asserted yet, oldest first.
  public var pending: [SceneOutput] { state.withLock { $0.queue } }

  /// Takes the `count` oldest outputs off the queue.
  func remove(first count: Int) {
    state.withLock { $0.queue.removeFirst(min(count, $0.queue.count)) }
  }

  /// Empties the queue and returns what it held.
  @discardableResult
  func removeAll() -> [SceneOutput] {
    state.withLock { state in
      defer { state.queue.removeAll() }
      return state.queue
    }
  }

  /// Suspends until more than `count` outputs wait; false when none came while `tracker` had
  /// nothing in flight for `timeout` (or it stayed busy for ``TestHost/stallLimit``). Woken by
  /// each output and by the tracker coming to rest, never by polling.
  func waitForOutput(after count: Int, tracker: WorkTracker, timeout: Duration) async -> Bool {
    let stallDeadline = ContinuousClock.now + TestHost.stallLimit
    while true {
      let wakeup = Wakeup()
      let hasMore = state.withLock { state in
        guard state.queue.count <= count else { return true }
        state.listeners.append { wakeup.fire(.output) }
        return false
      }
      if hasMore { return true }
      if tracker.isIdle {
        wakeup.fire(.timeUp, after: timeout)
      } else {
        tracker.onIdle { wakeup.fire(.rest) }
        wakeup.fire(.timeUp, after: ContinuousClock.now.duration(to: stallDeadline))
      }
      switch await wakeup.wait() {
      case .output: return true
      // At rest: wait `timeout` more, for what comes from work not tracked.
      case .rest: continue
      // Work started again meanwhile: wait for it.
      case .timeUp where !tracker.isIdle && ContinuousClock.now < stallDeadline: continue
      case .timeUp: return state.withLock { $0.queue.count > count }
      }
    }
  }
}
