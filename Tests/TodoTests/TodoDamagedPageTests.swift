import Foundation
import GRDB
import Testing
import ThinKit

@testable import Todo

/// One damaged page of the file: only the rows on it are lost to the list, marked unreadable,
/// not the page of 100 rows the list reads at once; the user is told the file is damaged, and
/// nothing more is written to it.
@MainActor
@Suite struct TodoDamagedPageTests {
  private let folder: TemporaryDirectory
  private let path: String
  private let cycle = UpdateCycle(drainsAutomatically: false)
  private let view = SpyListView()
  private static let count = 300

  init() throws {
    folder = try TemporaryDirectory()
    path = folder.path("todo.sqlite")
    let store = makeStore(.file(path))
    let start = Date(timeIntervalSince1970: 1_741_000_000)
    // Long enough titles that a page of the table holds a few dozen rows, not all of them.
    try store.insert(
      (0..<Self.count).map { index in
        TodoItem(
          title: "Task \(index) " + String(repeating: "·", count: 40),
          createdAt: start + Double(index))
      })
    try store.database.close()
    try Self.damagePage(holding: "Task 150 ", in: path)
  }

  /// Overwrites the header of the page that holds `text` with a page type SQLite does not
  /// know, as a torn write or a bad sector would leave it.
  private static func damagePage(holding text: String, in path: String) throws {
    var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    let pageSize = Int(bytes[16]) << 8 | Int(bytes[17])
    let found = try #require(bytes.range(of: Data(text.utf8)))
    let page = (found.lowerBound / pageSize) * pageSize
    bytes[page] = 0x7F
    try bytes.write(to: URL(fileURLWithPath: path))
  }

  private func rows(_ presenter: TodoListPresenter) async -> [TodoRow] {
    await presenter.loadedRows().flatMap { $0 }
  }

  @Test func onlyTheRowsOfTheDamagedPageAreLostAndTheFileTakesNoMoreWrites() async throws {
    let store = makeStore(.file(path))
    defer { try? store.database.close() }
    let presenter = await view.startedList(of: store, cycle: cycle)
    let shown = await rows(presenter)
    #expect(shown.count == Self.count, "every row has its place")
    let damaged = shown.filter { $0.dueText == "unreadable" }
    #expect(damaged.count > 0)
    #expect(damaged.count < 60, "a page of the file, not the list's page of 100")
    #expect(!shown.contains(.unavailable))
    #expect(shown.first?.title.hasPrefix("Task 0 ") == true)
    #expect(shown.last?.title.hasPrefix("Task \(Self.count - 1) ") == true)
    cycle.drain()
    #expect(view.errors.isEmpty, "no alert")
    let notice = try #require(view.notice)
    #expect(notice.lines.first?.hasPrefix("The file is damaged: Some tasks are on") == true)
    #expect(!notice.isDismissible, "it stays for the session")

    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(throws: TodoStoreError.damaged(path: path)) {
      try store.add(title: "Not on a damaged file")
    }
    _ = try store.enqueueAdd(title: "Nor this")
    await store.waitForWrites()
    #expect(store.writeStatus.unsaved.isEmpty)
    let report = try #require(store.writeStatus.reports.last)
    guard case .notSaved(let reason, _) = report.outcome else {
      Issue.record("\(report.outcome)")
      return
    }
    #expect(reason == "the file is damaged, and nothing more is written to it")
    // Each change given up is named under it; x dismisses those, not the file's notice.
    cycle.drain()
    #expect(view.notice?.lines.contains { $0.hasPrefix("• Adding “Nor this” — the file") } == true)
    presenter.didDismissNotice()
    #expect(view.notice?.lines == [TodoListNotice.damagedFile.noticeLine])
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }
}
