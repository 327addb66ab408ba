import Synchronization
import ThinKit

/// The read of an observation's first value, which runs off the main actor: work the screen
/// started, counted in flight in the tracker of the screen that started the observation
/// (``WorkTracker/current`` then) until the value, or its error, has been shown. A test host
/// thus knows the screen is not done until it shows what it read, and waits for that fact.
///
/// Later values are changes, and go through the update cycle as bindings do; the first is the
/// screen's own work and is shown on the main actor as soon as it is read.
final class FirstValueWork: Sendable {
  private let origin: String
  /// Where the read is counted, until it is delivered or cancelled (then nil).
  private let pending: Mutex<(tracker: WorkTracker?, token: WorkTracker.Token?)?>

  /// Counts the read as `origin` in ``WorkTracker/current``, if there is one.
  init(_ origin: String) {
    self.origin = origin
    let tracker = WorkTracker.current
    pending = Mutex((tracker, tracker?.beginWork(origin)))
  }

  /// Shows `value` on the main actor in a task tracked where the read was, if it is the first
  /// value (or error) delivered; false for a later one, which the caller schedules.
  func deliverFirst(_ value: @escaping @MainActor () -> Void) -> Bool {
    guard let (tracker, token) = take() else { return false }
    Task.tracked(origin, in: tracker) { @MainActor in value() }
    // The task counts from here on: the read ends without a moment idle in between.
    if let tracker, let token { tracker.endWork(token) }
    return true
  }

  /// Ends the read if no value came: the observation stopped before it did.
  func cancel() {
    guard let (tracker, token) = take(), let tracker, let token else { return }
    tracker.endWork(token)
  }

  private func take() -> (tracker: WorkTracker?, token: WorkTracker.Token?)? {
    pending.withLock { pending in
      defer { pending = nil }
      return pending
    }
  }
}
