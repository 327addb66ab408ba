import Synchronization
import Testing
import ThinKit

/// The tracker knows when work is done: busy from a tracked start to its end, idle while it
/// waits on a tracked source, busy again from the moment that source resumes it.
@MainActor
@Suite struct WorkTrackerTests {
  @Test func aTrackedTaskIsBusyFromItsStartUntilItEnds() async {
    let tracker = WorkTracker()
    var log: [String] = []
    tracker.task {
      log.append("ran")
    }
    #expect(!tracker.isIdle, "busy before it first runs")
    await tracker.waitUntilIdle()
    #expect(log == ["ran"])
    #expect(tracker.isIdle)
  }

  @Test func workStartedWhereATrackerIsCurrentCountsThere() async {
    let tracker = WorkTracker()
    var nested = false
    tracker.withTracking {
      Task.tracked {
        // Started from a tracked task: the same tracker, inherited.
        Task.tracked { nested = true }
      }
    }
    await tracker.waitUntilIdle()
    #expect(nested)
    #expect(WorkTracker.current == nil, "only inside withTracking")
  }

  @Test func aTrackedTaskThatThrowsCountsUntilItEndsAndHandsOnItsError() async {
    struct Refused: Error {}
    let tracker = WorkTracker()
    let gate = TrackedGate()
    let task = tracker.withTracking {
      Task.tracked { () async throws -> Int in
        await gate.wait()
        throw Refused()
      }
    }
    await tracker.waitUntilIdle()
    #expect(tracker.isIdle, "idle while it waits on the gate")
    gate.open()
    #expect(!tracker.isIdle, "busy again once the gate lets it go")
    await #expect(throws: Refused.self) { try await task.value }
    await tracker.waitUntilIdle()
    #expect(tracker.isIdle)
    // A closure that cannot throw still makes a task that cannot fail.
    let plain: Task<Int, Never> = tracker.withTracking { Task.tracked { 1 } }
    #expect(await plain.value == 1)
  }

  @Test func aWaitOnATrackedContinuationIsIdleUntilItIsResumed() async {
    let tracker = WorkTracker()
    let answer = Mutex<TrackedContinuation<String>?>(nil)
    var received: String?
    tracker.task {
      received = await withTrackedContinuation { continuation in
        answer.withLock { $0 = continuation }
      }
    }
    await tracker.waitUntilIdle()
    #expect(received == nil, "waiting for the answer, and idle")
    let continuation = answer.withLock { $0 }
    continuation?.resume(returning: "yes")
    #expect(!tracker.isIdle, "busy again from the resume, before it runs")
    await tracker.waitUntilIdle()
    #expect(received == "yes")
  }

  @Test func aTaskAwaitingUntrackedWorkStaysBusy() async {
    let tracker = WorkTracker()
    let untracked = Mutex<CheckedContinuation<Void, Never>?>(nil)
    tracker.task {
      await withCheckedContinuation { continuation in untracked.withLock { $0 = continuation } }
    }
    await tracker.waitUntilIdle(timeLimit: .milliseconds(50))
    #expect(!tracker.isIdle)
    #expect(tracker.inFlight.count == 1)
    #expect(tracker.inFlight.first?.contains("WorkTrackerTests.swift") == true, "where it began")
    untracked.withLock { $0 }?.resume()
    #expect(await tracker.waitUntilIdle())
  }

  @Test func countedWorkWithoutATaskIsBusyUntilItEnds() async {
    let tracker = WorkTracker()
    let token = tracker.beginWork("an event")
    #expect(tracker.inFlight == ["an event"])
    let wasIdle = Mutex(false)
    tracker.onIdle { wasIdle.withLock { $0 = true } }
    #expect(!wasIdle.withLock { $0 })
    tracker.endWork(token)
    #expect(wasIdle.withLock { $0 })
  }

  @Test func anUpdateOfACycleThatDrainsByItselfCountsUntilTheDrain() async {
    let tracker = WorkTracker()
    let cycle = UpdateCycle(drainsAutomatically: true)
    var applied = false
    tracker.withTracking { cycle.schedule { applied = true } }
    #expect(!tracker.isIdle)
    await tracker.waitUntilIdle()
    #expect(applied)
    // A cycle drained by hand is the test's to move, like a test clock: it counts nothing.
    let byHand = UpdateCycle(drainsAutomatically: false)
    tracker.withTracking { byHand.schedule {} }
    #expect(tracker.isIdle)
  }
}
