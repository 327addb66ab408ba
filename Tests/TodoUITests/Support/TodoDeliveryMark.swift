import Synchronization

/// How many updates the update cycle had queued when a Todo scene test last delivered
/// (``SceneTest/deliver(_:)``): the next delivery waits for updates queued after it.
final class TodoDeliveryMark: Sendable {
  private let count = Mutex(0)

  /// The cycle's ``UpdateCycle/queuedCount`` at the last delivery; 0 before the first, as the
  /// test's cycle is made with its container.
  var queued: Int {
    get { count.withLock { $0 } }
    set { count.withLock { $0 = newValue } }
  }
}
