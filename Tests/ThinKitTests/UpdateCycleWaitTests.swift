import Testing
import ThinKit

/// A test's wait for updates it caused, whoever drains them first: the mark taken before the
/// step counts every update queued since, so a drain in between loses no wake-up.
@MainActor
@Suite(.timeLimit(.minutes(1))) struct UpdateCycleWaitTests {
  @Test func updatesDrainedBeforeTheWaitStillCount() async {
    let cycle = UpdateCycle(drainsAutomatically: false)
    let mark = cycle.queuedCount
    var ran = 0
    cycle.schedule { ran += 1 }
    cycle.schedule { ran += 1 }
    // A frame drains them before the test asks: the pending count is back to zero.
    #expect(cycle.drain() == 2)
    #expect(!cycle.hasPendingUpdates)
    await cycle.waitForUpdates(queuedSince: mark, count: 2)
    #expect(ran == 2)
    #expect(cycle.queuedCount == mark + 2)
  }

  @Test func aWaitBeforeTheUpdatesResumesWhenTheyAreQueued() async {
    let cycle = UpdateCycle(drainsAutomatically: false)
    let mark = cycle.queuedCount
    let waiter = Task { await cycle.waitForUpdates(queuedSince: mark, count: 2) }
    cycle.schedule {}
    #expect(cycle.drain() == 1)
    cycle.schedule {}
    await waiter.value
    #expect(cycle.queuedCount == mark + 2)
    #expect(cycle.drain() == 1)
  }
}
