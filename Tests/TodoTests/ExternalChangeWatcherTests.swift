import Clocks
import Foundation
import Testing
import ThinKit

@testable import Todo

/// Commits by other connections reach the list through file events: an idle watcher never
/// checks, a write is checked at once and once more an interval later, and a burst of writes
/// costs the same two checks.
@MainActor
@Suite struct ExternalChangeWatcherTests {
  private let folder: TemporaryDirectory
  private let clock = TestClock<Duration>()

  init() throws {
    folder = try TemporaryDirectory()
  }

  private var path: String { folder.path("todo.sqlite") }

  /// Lets the watcher's task run up to its next wait.
  private func settle() async {
    for _ in 0..<200 { await Task.yield() }
  }

  @Test func aBurstOfWritesCostsTwoChecksAndIdleCostsNone() async throws {
    let store = makeStore(.file(path))
    _ = try store.count()
    let (events, signal) = AsyncStream.makeStream(
      of: Void.self, bufferingPolicy: .bufferingNewest(1))
    let watcher = ExternalChangeWatcher(
      database: store.database, clock: clock, events: { _ in events })
    watcher.start()
    await settle()
    let atStart = watcher.checkCount
    await clock.advance(by: .seconds(10))
    await settle()
    #expect(watcher.checkCount == atStart, "idle: no check, however long")

    signal.yield()
    await settle()
    #expect(watcher.checkCount == atStart + 1, "a write is checked at once")
    for _ in 0..<100 { signal.yield() }
    await settle()
    #expect(watcher.checkCount == atStart + 1, "more writes wait for the interval")
    await clock.advance(by: watcher.interval)
    await settle()
    // The check after the interval, then the writes that came meanwhile, once.
    #expect(watcher.checkCount == atStart + 3)
    await clock.advance(by: .seconds(10))
    await settle()
    #expect(watcher.checkCount == atStart + 4, "then quiet again")
  }

  @Test(.enabled(if: DatabaseFileEvents.areAvailable))
  func anotherConnectionsCommitIsSeenThroughFileEvents() async throws {
    let watching = makeStore(.file(path), clock: clock)
    let (summaries, continuation) = AsyncStream.makeStream(of: TodoListSummary.self)
    let token = try watching.observeSummary(
      cycle: UpdateCycle.main, onError: { Issue.record($0) },
      onChange: { continuation.yield($0) })
    defer { token.cancel() }
    var iterator = summaries.makeAsyncIterator()
    #expect(await iterator.next()?.openCount == 0)
    let checksWhenIdle = watching.externalChanges.checkCount

    // Another connection to the same file, as another process would have.
    let other = makeStore(.file(path))
    try other.add(title: "Written elsewhere", due: day("2025-03-15"))

    // The first check runs on the file event itself; the test clock moves only for the one an
    // interval later, in case the first came before SQLite showed the commit.
    let ticking = Task {
      // Bounded by real time: the event comes from another thread.
      let deadline = ContinuousClock.now + .seconds(10)
      while watching.externalChanges.checkCount == checksWhenIdle, ContinuousClock.now < deadline {
        await Task.yield()
      }
      for _ in 0..<10_000 where !Task.isCancelled {
        await clock.advance(by: watching.externalChanges.interval)
      }
      continuation.finish()
    }
    defer { ticking.cancel() }
    var next = await iterator.next()
    while let summary = next, summary.openCount == 0 { next = await iterator.next() }
    #expect(next?.openCount == 1)
    #expect(next?.counts[.now] == 1)
  }
}
