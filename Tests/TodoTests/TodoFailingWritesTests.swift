import Foundation
import GRDB
import Testing
import ThinKit

@testable import Todo

/// Writes the file refuses for now (here read-only, by `PRAGMA query_only`; a full disk and
/// failing system calls are the end-to-end `DemoTodoFaultTests`') are each named, kept in order
/// and tried again until saved; quitting before then names them and fails.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct TodoFailingWritesTests {
  private let folder: TemporaryDirectory
  private let clock = ManualClock()
  private let store: TodoStore

  init() throws {
    folder = try TemporaryDirectory()
    store = makeStore(.file(folder.path("todo.sqlite")), clock: clock)
  }

  private func set(_ pragma: String) throws {
    try store.database.writer().writeWithoutTransaction { db in
      try db.execute(sql: "PRAGMA \(pragma)")
    }
  }

  /// Five changes of every kind while every write fails: five named reports, five unsaved
  /// changes in order; once the file takes writes again, all five are saved, in order.
  @Test func everyChangeIsNamedKeptAndSavedOnceTheFileTakesWrites() async throws {
    let task = try store.add(title: "Water plants")
    let other = try store.add(title: "Call Ann")
    try set("query_only = 1")
    try store.enqueueAdd(title: "Buy milk")
    store.enqueueToggleDone(of: task)
    try store.enqueueApply(TodoChanges(title: "Call Ann today"), to: other.id, title: other.title)
    store.enqueueDelete(of: task)
    try store.enqueueAdd(title: "Buy bread", due: day("2025-03-20"))
    await advancing(clock) { await waitUntil { store.writeStatus.reports.count == 5 } }

    let names = [
      "adding “Buy milk”", "marking “Water plants” done",
      "changing “Call Ann” (title “Call Ann today”)", "deleting “Water plants”",
      "adding “Buy bread” due 2025-03-20",
    ]
    #expect(store.writeStatus.reports.map { "\($0.change)" } == names)
    #expect(store.writeStatus.unsaved.map { "\($0.change)" } == names)
    #expect(store.writeStatus.stall == .failing(reason: "the file can no longer be written"))
    #expect(
      store.writeStatus.notice
        == "5 changes not saved yet — the file can no longer be written; trying again…")
    let notice = try #require(
      TodoWriteNotice(status: store.writeStatus, givenUp: [], givenUpTotal: 0, saved: 0))
    #expect(
      notice.lines == [
        "5 changes not saved yet — the file can no longer be written; trying again…",
        "• Adding “Buy milk”", "• Marking “Water plants” done",
        "• Changing “Call Ann” (title “Call Ann today”)", "• Deleting “Water plants”",
        "• Adding “Buy bread” due 2025-03-20",
      ])
    #expect(!notice.isDismissible)

    try set("query_only = 0")
    await advancing(clock) { await store.waitForWrites() }
    #expect(store.writeStatus.unsaved.isEmpty)
    #expect(store.writeStatus.stall == nil)
    #expect(store.writeStatus.savedAfterWaiting == 5)
    let titles = try store.read { db in
      try TodoItem.order(Column.rowID).fetchAll(db).map(\.title)
    }
    #expect(titles == ["Call Ann today", "Buy milk", "Buy bread"])
  }

  /// Quitting while the file refuses writes: every change named, with what was typed, and an
  /// error to exit with; the database is closed all the same.
  @Test func quittingWithChangesUnsavedNamesThemAndFails() async throws {
    let task = try store.add(title: "Water plants")
    try set("query_only = 1")
    try store.enqueueAdd(title: "Buy milk")
    store.enqueueToggleDone(of: task)
    let error = try #require(await shutdownError(of: store, clock: clock))
    #expect(
      error.description == """
        Not saved: adding “Buy milk” — the file can no longer be written.
        Not saved: marking “Water plants” done — the file can no longer be written.
        """)
    #expect(throws: TodoStoreError.closed) { try store.count() }
  }

  /// A commit whose flush failed may be in the file: the first change is said to be unknown,
  /// the ones behind it not saved yet; quitting says so too.
  @Test func anUnconfirmedCommitIsSaidAsUnknown() throws {
    let status = TodoWriteStatus()
    status.asked(TodoUnsavedChange(number: 1, change: .add(title: "Buy milk", due: nil)))
    status.asked(TodoUnsavedChange(number: 2, change: .delete(taskTitle: "Old")))
    let flush = DatabaseError(resultCode: ResultCode(rawValue: 1034))
    let trouble = TodoWriteTrouble(flush)
    let stall = try #require(trouble.stall)
    status.stalled(stall)
    #expect(
      status.reports.map { "\($0.change) — \($0.outcome.reason)" } == [
        "adding “Buy milk” — may be saved: the disk did not confirm it was written",
        "deleting “Old” — the disk did not confirm it was written",
      ])
    #expect(
      TodoWriteNotice(status: status, givenUp: [], givenUpTotal: 0, saved: 0)?.lines.first
        == "Maybe not saved — the disk did not confirm it was written; trying again…")
    let quit = TodoShutdownError(unsaved: status.unsaved, stall: status.stall, closing: nil)
    #expect(
      quit.description.hasPrefix(
        "Maybe not saved: adding “Buy milk” — the disk did not confirm it was written; the next "
          + "start shows whether it was."))
    #expect(TodoWriteTrouble(DatabaseError(resultCode: .SQLITE_FULL)).stall != nil)
    #expect(TodoWriteTrouble(DatabaseError(resultCode: .SQLITE_CORRUPT)).stall == nil)
    // A file another program held locked at launch: its changes wait as for a busy one.
    #expect(TodoWriteTrouble(TodoStoreError.locked(path: "todo.sqlite")) == .busy)
  }
}

/// The list names what is not saved, whichever screen asked, on its notice lines: no alert,
/// which would take the keys typed for something else.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct TodoListWriteNoticeTests {
  /// Each change waiting is named on the notice lines, with why, and no alert comes; once the
  /// file takes writes, the lines say the changes are saved instead of "not saved yet".
  @Test func changesNotSavedAreNamedOnTheNoticeLinesUntilSaved() async throws {
    let clock = ManualClock()
    let folder = try TemporaryDirectory()
    let store = makeStore(.file(folder.path("todo.sqlite")), clock: clock)
    let task = try store.add(title: "Water plants")
    let cycle = UpdateCycle(drainsAutomatically: false)
    let view = SpyListView()
    let presenter = await view.startedList(of: store, cycle: cycle, in: clock.tracker)
    try await store.database.writer().writeWithoutTransaction { db in
      try db.execute(sql: "PRAGMA query_only = 1")
    }
    try store.enqueueAdd(title: "Buy milk")
    store.enqueueToggleDone(of: task)
    await waitUntil { store.writeStatus.reports.count == 2 }
    await cycle.waitForPendingUpdates()
    cycle.drain()
    #expect(view.errors.isEmpty)
    #expect(
      view.notice?.lines == [
        "2 changes not saved yet — the file can no longer be written; trying again…",
        "• Adding “Buy milk”", "• Marking “Water plants” done",
      ])
    #expect(view.notice?.isDismissible == false)

    try await store.database.writer().writeWithoutTransaction { db in
      try db.execute(sql: "PRAGMA query_only = 0")
    }
    await advancing(clock) { await store.waitForWrites() }
    await cycle.waitForPendingUpdates()
    cycle.drain()
    #expect(view.errors.isEmpty)
    #expect(view.notice?.lines == ["Saved: the 2 changes that waited."])
    presenter.stop()
  }
}
