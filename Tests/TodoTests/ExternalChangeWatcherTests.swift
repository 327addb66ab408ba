import Foundation
import GRDB
import Synchronization
import Testing
import ThinKit

@testable import Todo

/// Commits by other connections reach the list through file events: an idle watcher never
/// checks, a write is checked once it settled and once more an interval later, and a burst of
/// writes costs the same two checks.
@MainActor
@Suite struct ExternalChangeWatcherTests {
  private let folder: TemporaryDirectory
  private let clock = ManualClock()

  init() throws {
    folder = try TemporaryDirectory()
  }

  private var path: String { folder.path("todo.sqlite") }

  @Test func aBurstOfWritesCostsTwoChecksAndIdleCostsNone() async throws {
    let store = makeStore(.file(path))
    _ = try store.count()
    let signal = TrackedStream<Void>(bufferingNewest: 1)
    let watcher = ExternalChangeWatcher(
      database: store.database, clock: clock, events: { _ in signal })
    // Started as a screen starts it: its waits (for an event, for the clock) are idle.
    clock.tracker.withTracking { watcher.start() }
    await clock.tracker.waitUntilIdle()
    let atStart = watcher.checkCount
    await clock.advance(by: .seconds(10))
    #expect(watcher.checkCount == atStart, "idle: no check, however long")

    signal.yield()
    await clock.tracker.waitUntilIdle()
    #expect(watcher.checkCount == atStart, "the commit may not be visible yet")
    await clock.advance(by: watcher.settle)
    #expect(watcher.checkCount == atStart + 1, "a write is checked once it settled")
    for _ in 0..<100 { signal.yield() }
    await clock.tracker.waitUntilIdle()
    #expect(watcher.checkCount == atStart + 1, "more writes wait for the interval")
    await clock.advance(by: watcher.interval)
    #expect(watcher.checkCount == atStart + 2)
    // The writes that came meanwhile: one round more, then quiet.
    await clock.advance(by: .seconds(10))
    #expect(watcher.checkCount == atStart + 4)
    await clock.advance(by: .seconds(10))
    #expect(watcher.checkCount == atStart + 4, "then quiet again")
  }

  /// A disk that fails reads for a while: the check is tried again each interval, with no
  /// event to wake it, until one succeeds; then the watcher is quiet again.
  @Test func aFailedCheckIsTriedAgainEachIntervalUntilOneSucceeds() async throws {
    let store = makeStore(.file(path))
    _ = try store.count()
    let signal = TrackedStream<Void>(bufferingNewest: 1)
    let failing = Mutex(false)
    let watcher = ExternalChangeWatcher(
      database: store.database, clock: clock, events: { _ in signal },
      dataVersion: { writer in
        if failing.withLock({ $0 }) { throw DatabaseError(resultCode: .SQLITE_IOERR_READ) }
        return try ExternalChangeWatcher.dataVersion(of: writer)
      })
    clock.tracker.withTracking { watcher.start() }
    await clock.tracker.waitUntilIdle()
    let atStart = watcher.checkCount

    failing.withLock { $0 = true }
    signal.yield()
    await clock.advance(by: watcher.settle)
    #expect(watcher.checkCount == atStart + 1, "the write's check, which fails")
    for tries in 2...4 {
      await clock.advance(by: watcher.interval)
      #expect(watcher.checkCount == atStart + tries, "tried again, with no event")
    }
    failing.withLock { $0 = false }
    await clock.advance(by: watcher.interval)
    #expect(watcher.checkCount == atStart + 5, "this one succeeds")
    // The write's second check, an interval later, then nothing.
    await clock.advance(by: .seconds(10))
    #expect(watcher.checkCount == atStart + 6)
    await clock.advance(by: .seconds(10))
    #expect(watcher.checkCount == atStart + 6, "quiet again")
  }

  @Test(.enabled(if: DatabaseFileEvents.areAvailable), .timeLimit(.minutes(5)))
  func anotherConnectionsCommitIsSeenThroughFileEvents() async throws {
    let watching = makeStore(.file(path), clock: clock)
    let (stream, continuation, token) = try summaries(of: watching)
    defer { token.cancel() }
    var iterator = stream.makeAsyncIterator()
    #expect(await iterator.next()?.openCount == 0)
    let checksWhenIdle = watching.externalChanges.checkCount
    await clock.advance(by: .seconds(10))
    #expect(watching.externalChanges.checkCount == checksWhenIdle, "idle: no polling")

    // Another connection to the same file, as another process would have.
    let other = makeStore(.file(path))
    try other.add(title: "Written elsewhere", due: day("2025-03-15"))

    let next = await firstSummaryWithOpenItems(&iterator, advancing: clock)
    continuation.finish()
    #expect(next?.openCount == 1)
    #expect(next?.counts[.now] == 1)
  }
}
