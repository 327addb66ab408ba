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
  /// An output as queued, with what a failure listing it says about it: why an alert showed.
  struct Entry: Sendable {
    let output: SceneOutput
    let note: String?
  }

  private struct State {
    var queue: [Entry] = []
    /// Called once on the next output: a test waiting for one.
    var listeners: [@Sendable () -> Void] = []
    /// What the next alert shows, unknown to its words: the error behind "Something went wrong."
    var nextAlertNote: String?
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
      // Only the output right after the note's: an alert that never showed lends it to none.
      let note = exchange(&state.nextAlertNote, with: nil)
      let isAlert = if case .alert = output { true } else { false }
      state.queue.append(Entry(output: output, note: isAlert ? note : nil))
      defer { state.listeners.removeAll() }
      return state.listeners
    }
    for listener in listeners { listener() }
  }

  /// Notes `reason` on the alert recorded next, if the next output is one: failures that list it
  /// say why it showed, which its words ("Something went wrong.") keep from a person and the test.
  func explainNextAlert(_ reason: String) {
    state.withLock { $0.nextAlertNote = reason }
  }

  /// The outputs not asserted yet, oldest first.
  public var pending: [SceneOutput] { state.withLock { $0.queue.map(\.output) } }

  /// The outputs not asserted yet, with their notes.
  var pendingEntries: [Entry] { state.withLock { $0.queue } }

  /// Takes the `count` oldest outputs off the queue.
  func remove(first count: Int) {
    state.withLock { $0.queue.removeFirst(min(count, $0.queue.count)) }
  }

  /// Empties the queue and returns what it held.
  @discardableResult
  func removeAll() -> [Entry] {
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
