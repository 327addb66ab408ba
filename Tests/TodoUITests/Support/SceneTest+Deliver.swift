import Synchronization
import ThinKit
import ThinTerminalTesting

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

extension SceneTest {
  /// Waits until `count` updates (database changes, notices) were queued on the update cycle
  /// since the last delivery or the test's start, runs those a frame has not run yet, draws,
  /// and waits for the work they started (the pages the list reads off the main actor).
  ///
  /// It counts the updates queued, not those still waiting: a frame drawn meanwhile (a page
  /// of rows arriving) runs them, and a wait for updates still waiting would never end.
  func deliver(_ count: Int = 1) async throws {
    let cycle: UpdateCycle = try container.resolve()
    let mark = try container.resolve(TodoDeliveryMark.self)
    await cycle.waitForUpdates(queuedSince: mark.queued, count: count)
    cycle.drain()
    mark.queued = cycle.queuedCount
    host.app.displayIfNeeded()
    await waitUntilIdle()
  }
}
