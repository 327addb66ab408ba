import Testing
import ThinKit

/// A burst's next key waits for the work the key before it started, not for work that runs as
/// long as the app (a watch of a file on the real clock never comes to rest).
@MainActor
@Suite struct WorkTrackerRestTests {
  @Test func workBegunBeforeTheMarkDoesNotHoldTheWait() async {
    let tracker = WorkTracker()
    let watch = tracker.beginWork("a watch that lasts as long as the app")
    let mark = tracker.unitsBegun
    let read = tracker.beginWork("a read a key started")
    let answer = Task { await tracker.waitUntilAtRest(since: mark, timeLimit: .seconds(300)) }
    tracker.endWork(read)
    #expect(await answer.value, "at rest once the read ended, the watch still busy")
    #expect(!tracker.isIdle)
    tracker.endWork(watch)
  }

  @Test func workAskingATrackedSourceIsAtRest() async {
    let tracker = WorkTracker()
    let clock = ManualClock(tracker: tracker)
    let mark = tracker.unitsBegun
    tracker.task { try? await clock.sleep(for: .seconds(1)) }
    #expect(await tracker.waitUntilAtRest(since: mark, timeLimit: .seconds(300)))
    await clock.advance(by: .seconds(1))
  }

  @Test func workThatNeverRestsIsGivenUpAtTheLimit() async {
    let tracker = WorkTracker()
    let mark = tracker.unitsBegun
    let stuck = tracker.beginWork("a read on a disk that never answers")
    #expect(await !tracker.waitUntilAtRest(since: mark, timeLimit: .milliseconds(1)))
    // A wait given up leaves nothing behind that a later end would answer twice.
    tracker.endWork(stuck)
    #expect(tracker.isIdle)
  }
}
