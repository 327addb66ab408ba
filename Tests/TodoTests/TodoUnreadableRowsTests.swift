import Foundation
import GRDB
import Testing
import ThinKit

@testable import Todo

/// Rows another tool wrote that the app cannot read as tasks: each is shown as far as it can
/// be read, one calm notice says so once, and the rest of the list works.
@MainActor
@Suite struct TodoUnreadableRowsTests {
  private let store = makeStore()
  private let cycle = UpdateCycle(drainsAutomatically: false)
  private let view = SpyListView()

  /// Rows that do not decode, as a file written before the table's checks (or by a tool that
  /// ignores them) holds.
  private func insertOddRows() throws {
    try store.write { db in
      try db.execute(sql: "PRAGMA ignore_check_constraints = ON")
      defer { try? db.execute(sql: "PRAGMA ignore_check_constraints = OFF") }
      try db.execute(
        sql: """
          INSERT INTO todoItem (id, title, done, createdAt, dueDate) VALUES
            ('0f8fad5b-d9cb-469f-a165-70867728950e', 'No such day', 0,
             '2025-03-01 10:00:00.000', '2025-02-30'),
            ('not-a-uuid', 'Odd id', 1, '2025-03-01 10:00:01.000', '2025-03-15'),
            ('1f8fad5b-d9cb-469f-a165-70867728950e', 'Odd date', 0, 'last tuesday', '2025-03-15')
          """)
    }
  }

  private func rows(_ presenter: TodoListPresenter) async -> [TodoRow] {
    await presenter.loadedRows().flatMap { $0 }
  }

  @Test func oddRowsShowAsReadAndOneNoticeSaysSo() async throws {
    try store.add(title: "Readable", due: day("2025-03-15"))
    try insertOddRows()
    let presenter = await view.startedList(of: store, cycle: cycle)
    let shown = await rows(presenter)
    #expect(shown.count == 4)
    #expect(shown.contains(TodoRow(title: "Readable", isDone: false, dueText: "Tomorrow")))
    #expect(shown.contains(TodoRow(title: "No such day", isDone: false, dueText: "unreadable")))
    #expect(shown.contains(TodoRow(title: "Odd id", isDone: true, dueText: "unreadable")))
    #expect(shown.contains(TodoRow(title: "Odd date", isDone: false, dueText: "unreadable")))
    // Drawn again and again: still one notice, in words, no SQL.
    for _ in 0..<5 { _ = await rows(presenter) }
    // On the update cycle, which the host drains (and draws) at once: not after the next key.
    #expect(view.notice == nil)
    #expect(cycle.hasPendingUpdates)
    cycle.drain()
    #expect(view.errors.isEmpty, "no alert")
    #expect(
      view.notice?.lines == [
        "Some tasks could not be read (x dismisses): "
          + TodoListNotice.unreadableTasks.userReadableMessage
      ])
    #expect(view.notice?.isDismissible == true)
    presenter.didDismissNotice()
    for _ in 0..<5 { _ = await rows(presenter) }
    cycle.drain()
    #expect(view.notice == nil, "dismissed, and not said again this run")
    let marked = await rows(presenter).filter { $0.dueText == "unreadable" }
    #expect(marked.count == 3, "the marks stay")
    #expect(!TodoListNotice.unreadableTasks.userReadableMessage.contains("SELECT"))
  }

  @Test func actingOnAnOddRowSaysWhyAndTheRestStillWorks() async throws {
    try insertOddRows()
    let readableItem = try store.add(title: "Readable", due: day("2025-03-14"))
    let presenter = await view.startedList(of: store, cycle: cycle)
    _ = await presenter.loadedRows()
    let readable = try #require(
      (0..<presenter.numberOfRows(inSection: 0)).first {
        presenter.row($0, inSection: 0).title == "Readable"
      })
    let odd = try #require(
      (0..<presenter.numberOfRows(inSection: 0)).first {
        presenter.row($0, inSection: 0).title == "Odd id"
      })
    view.errors = []
    presenter.didToggleRow(odd, inSection: 0)
    presenter.didToggleRow(odd, inSection: 0)
    presenter.didAskToDeleteRow(odd, inSection: 0)
    // Every key is answered: a second press is no less a request than the first.
    #expect(view.errors == Array(repeating: "\(TodoListNotice.unreadableTaskAction)", count: 3))
    presenter.didToggleRow(readable, inSection: 0)
    await cycle.waitForPendingUpdates()
    cycle.drain()
    #expect(try store.item(id: readableItem.id)?.isDone == true)
  }

  @Test func pagingPastAnOddRowFindsEveryRowAfterIt() throws {
    for index in 0..<30 {
      try store.add(title: "Task \(index)", due: day("2025-03-15"))
    }
    try insertOddRows()
    let summary = try store.read { db in try TodoListSummary.fetch(db, today: day("2025-03-14")) }
    let pager = ReadingPager(store: store, summary: summary, pageSize: 4)
    let count = summary.counts[.now, default: 0]
    let entries = try (0..<count).map { try #require(try pager.entry(in: .now, at: $0)) }
    #expect(Set(entries.map(\.key)).count == count, "every row once")
    #expect(entries.filter { $0.item == nil }.count == 3)
  }

  @Test func controlCharactersInTitlesShowAsSpaces() {
    let row = TodoRow(title: "Line one\nline\ttwo\u{7}", isDone: false, dueText: nil)
    #expect(row.title == "Line one line two ")
  }
}
