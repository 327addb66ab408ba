import Foundation
import GRDB
import Synchronization
import Testing
import ThinKit

@testable import Todo

/// The list follows the database live: writes from this process, and from others.
@MainActor
@Suite struct TodoObservationTests {
  @Test func aWriteReachesTheObserverOnTheMainActor() async throws {
    let store = makeStore()
    let cycle = UpdateCycle(drainsAutomatically: false)
    var summaries: [TodoListSummary] = []
    let work = WorkTracker()
    let token = try work.withTracking {
      try store.observeSummary(
        cycle: cycle, onError: { Issue.record($0) },
        onChange: { summary in
          MainActor.assertIsolated()
          summaries.append(summary)
        })
    }
    #expect(summaries.isEmpty, "the first summary is read off the main actor, not at once")
    #expect(work.inFlight.contains("reading the list's summary"))
    #expect(await work.waitUntilIdle(timeLimit: .seconds(60)))
    #expect(summaries.map(\.openCount) == [0], "shown once read, without the cycle")
    #expect(!cycle.hasPendingUpdates)

    try store.add(title: "Due today", due: day("2025-03-14"))
    try store.add(title: "Someday")
    // Each commit is delivered, or both at once when they came before the observation
    // started following commits (it then reads again): the last summary has both.
    while summaries.last?.openCount != 2 {
      let mark = cycle.queuedCount
      if cycle.drain() == 0 { await cycle.waitForUpdates(queuedSince: mark) }
    }
    #expect(summaries.last?.counts[.now] == 1)
    #expect(summaries.last?.counts[.someday] == 1)
    #expect(summaries.last?.openCount == 2)

    let count = summaries.count
    token.cancel()
    try store.add(title: "Unseen")
    cycle.drain()
    #expect(summaries.count == count)
    #expect(!cycle.hasPendingUpdates)
  }

  @Test(.timeLimit(.minutes(5))) func anotherProcessesCommitReachesTheObserver() async throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("todo.sqlite")
    let clock = ManualClock()
    let watching = makeStore(.file(path), clock: clock)
    let (stream, continuation, token) = try summaries(of: watching)
    defer { token.cancel() }
    var iterator = stream.makeAsyncIterator()
    #expect(await iterator.next()?.openCount == 0)

    // Another connection to the same file, as another process would have: GRDB's own
    // observation cannot see its commit; the watcher's data_version check does.
    let other = makeStore(.file(path))
    try other.add(title: "Written elsewhere", due: day("2025-03-15"))

    let next = await firstSummaryWithOpenItems(&iterator, advancing: clock)
    continuation.finish()
    #expect(next?.openCount == 1)
    #expect(next?.counts[.now] == 1)
  }
}
