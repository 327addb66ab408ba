import Foundation
import GRDB
import Testing
import ThinKit

@testable import Todo

/// The screens' writes: in order, off the main actor, waiting out a lock held elsewhere on the
/// injected clock, and reporting what failed.
@MainActor
@Suite struct TodoWriteQueueTests {
  /// What a binding of the write status saw, in order.
  final class StatusLog {
    var waiting: [Bool] = []
  }

  @Test func writesAreSavedInTheOrderTheyWereAskedFor() async throws {
    let store = makeStore()
    let first = try store.enqueueAdd(title: "Task 0")
    for index in 1..<50 { try store.enqueueAdd(title: "Task \(index)") }
    store.enqueueToggleDone(of: first)
    store.enqueueDelete(of: first)
    await store.waitForWrites()
    let titles = try store.read { db in
      try TodoItem.order(Column.rowID).fetchAll(db).map(\.title)
    }
    #expect(titles == (1..<50).map { "Task \($0)" })
    #expect(store.pendingWriteCount == 0)
  }

  @Test func whatCanBeRefusedAtOnceIsRefusedBeforeQueueing() throws {
    let store = makeStore()
    #expect(throws: TodoStoreError.self) { try store.enqueueAdd(title: "  ") }
    #expect(throws: TodoStoreError.self) {
      try store.enqueueApply(
        TodoChanges(title: String(repeating: "x", count: TodoStore.titleLimit + 1)), to: UUID(),
        title: "Gone")
    }
    #expect(store.pendingWriteCount == 0)
  }

  @Test func aChangeGivenUpIsReportedByName() async throws {
    let store = makeStore()
    try store.enqueueApply(TodoChanges(isDone: true), to: UUID(), title: "Gone")
    await store.waitForWrites()
    let first = try #require(store.writeStatus.reports.first)
    #expect(first.number == 1)
    #expect("\(first.change)" == "changing “Gone” (done)")
    guard case .notSaved(let reason, let error) = first.outcome else {
      Issue.record("\(first.outcome)")
      return
    }
    #expect(reason == "the task was deleted elsewhere")
    #expect(error as? TodoEditError == .deletedMeanwhile(taskTitle: "Gone"))
    try store.enqueueApply(TodoChanges(isDone: true), to: UUID(), title: "Also gone")
    await store.waitForWrites()
    #expect(store.writeStatus.reports.map(\.number) == [1, 2])
    #expect(store.writeStatus.unsaved.isEmpty)
    #expect(store.writeStatus.stall == nil)
  }

  /// A second connection holds the lock: the status says so, the write is tried again on the
  /// clock and saved once the lock is let go; the connection keeps its long timeout for others.
  @Test func aLockHeldElsewhereIsWaitedOutOnTheClock() async throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("todo.sqlite")
    let clock = ManualClock()
    let store = makeStore(.file(path), clock: clock)
    let item = try store.add(title: "Water plants")
    let cycle = UpdateCycle(drainsAutomatically: false)
    let log = StatusLog()
    let binding = ObservationBinding.bind(store.writeStatus, to: log, cycle: cycle) {
      log, status in log.waiting.append(status.isWaitingForLock)
    }
    defer { binding.cancel() }
    let other = try await holdWriteLock(path)

    store.enqueueToggleDone(of: item)
    await cycle.waitForPendingUpdates()
    cycle.drain()
    #expect(log.waiting == [false, true])
    #expect(store.writeStatus.notice == "The list is busy in another app — retrying…")
    await clock.advance(by: .seconds(10))
    #expect(try store.item(id: item.id)?.isDone == false)
    #expect(store.pendingWriteCount == 1, "tried again, never dropped")

    try await other.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") }
    await advancing(clock) { await store.waitForWrites() }
    #expect(try store.item(id: item.id)?.isDone == true)
    await cycle.waitForPendingUpdates()
    cycle.drain()
    #expect(log.waiting == [false, true, false])
    let timeout = try store.read { db in try Int.fetchOne(db, sql: "PRAGMA busy_timeout") }
    #expect(timeout == 10_000)
  }

  /// Quitting waits a bounded time: a lock held all along leaves the write unsaved and counted.
  @Test func finishingGivesUpAfterItsTimeout() async throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("todo.sqlite")
    let clock = ManualClock()
    let store = makeStore(.file(path), clock: clock)
    _ = try store.count()
    let other = try await holdWriteLock(path)
    try store.enqueueAdd(title: "Never saved")
    var unsaved: [TodoUnsavedChange] = []
    await advancing(clock) {
      unsaved = await store.finishWrites(within: .seconds(5), clock: clock)
    }
    #expect(unsaved.map(\.change) == [.add(title: "Never saved", due: nil)])
    #expect(store.writeStatus.reports.isEmpty, "a lock is waited out without an alert")
    try await other.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") }
    await advancing(clock) { await store.waitForWrites() }
    #expect(try store.count() == 1, "the write went on and was saved")
  }

  /// While a lock is held, the queue holds at most its limit: the next write is refused and
  /// reported at once, those queued are saved once the lock is let go.
  @Test func aFullQueueRefusesTheNextWrite() async throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("todo.sqlite")
    let clock = ManualClock()
    let database = TodoDatabase(location: .file(path))
    let store = TodoStore(
      database: database, calendar: .fixed(at: "2025-03-14T12:00:00Z"), clock: clock)
    _ = try store.count()
    let queue = TodoWriteQueue(database: database, clock: clock, limit: 2)
    let other = try await holdWriteLock(path)
    let queued = (0..<2).map { index in
      queue.enqueue(.add(title: "Task \(index)", due: nil)) { db in
        try TodoItem(title: "Task \(index)", createdAt: Date()).insert(db)
      }
    }
    let refused = queue.enqueue(.add(title: "One too many", due: nil)) { db in
      try TodoItem(title: "One too many", createdAt: Date()).insert(db)
    }
    await #expect(throws: TodoStoreError.tooManyWaiting(limit: 2)) { try await refused.value }
    #expect(queue.pendingCount == 2)
    let report = try #require(queue.status.reports.last)
    #expect(report.change == .add(title: "One too many", due: nil))
    #expect(report.outcome.isGivenUp)
    #expect(report.outcome.reason == "2 changes were already waiting for the file")
    try await other.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") }
    await advancing(clock) { for write in queued { _ = await write.result } }
    #expect(try store.count() == 2)
  }

  /// Another program's connection, in a transaction that holds the write lock.
  private func holdWriteLock(_ path: String) async throws -> DatabaseQueue {
    var configuration = Configuration()
    configuration.allowsUnsafeTransactions = true
    let other = try DatabaseQueue(path: path, configuration: configuration)
    try await other.writeWithoutTransaction { db in try db.execute(sql: "BEGIN IMMEDIATE") }
    return other
  }
}
