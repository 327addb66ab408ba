import Foundation
import Testing

@testable import Todo

/// A pager whose reads run at once, on the test's actor, as a list that waited for each page
/// would: to check which rows the pager asks for and how it joins them, row by row.
@MainActor
struct ReadingPager {
  let store: TodoStore
  let pager: TodoPager

  init(store: TodoStore, summary: TodoListSummary, pageSize: Int = 100, pagesKept: Int = 3) {
    self.store = store
    pager = TodoPager(summary: summary, pageSize: pageSize, pagesKept: pagesKept)
  }

  var capacity: Int { pager.capacity }
  var heldRowCount: Int { pager.heldRowCount }

  func reset(to summary: TodoListSummary) { pager.reset(to: summary) }

  func heldItem(in section: TodoSection, at row: Int) -> TodoItem? {
    pager.heldItem(in: section, at: row)
  }

  func item(in section: TodoSection, at row: Int) throws(TodoStoreError) -> TodoItem? {
    try entry(in: section, at: row)?.item
  }

  /// The row, its page read first when not held; nil past the section's end.
  func entry(in section: TodoSection, at row: Int) throws(TodoStoreError) -> TodoPageEntry? {
    switch pager.entry(in: section, at: row) {
    case .held(let entry): return entry
    case .none: return nil
    case .notHeld(let read, _):
      guard let read else {
        Issue.record("a read of \(section) left in flight")
        return nil
      }
      do {
        pager.take(try store.read { db in try read.fetch(db) }, for: read)
      } catch {
        pager.failed(read)
        throw error
      }
      switch pager.entry(in: section, at: row) {
      case .held(let entry): return entry
      case .none: return nil
      case .notHeld(let again, _):
        // The file holds fewer rows than the counts said: nothing to read for it.
        if let again { pager.failed(again) }
        return nil
      }
    }
  }

  /// Where the task `id` is now, read at once.
  func position(of id: UUID) throws(TodoStoreError) -> (section: TodoSection, row: Int)? {
    let read = pager.positionRead(of: [id])
    return pager.take(try store.read { db in try read.fetch(db) }, for: read).map {
      ($0.section, $0.row)
    }
  }
}
