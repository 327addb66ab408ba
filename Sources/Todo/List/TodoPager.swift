import Foundation
import GRDB

/// Reads the list's rows a page at a time and keeps a few pages per section: what a list of
/// 100,000 items holds in memory is the same as for 100.
///
/// Asked for a row, it answers from the pages it holds, else reads the page next to them by
/// key (scrolling), else jumps by offset from the nearer end of the section (Home, End, a
/// selection kept across a reload). ``reset(to:)`` drops every page: the database changed.
final class TodoPager {
  /// A run of consecutive rows of one section.
  private struct Window {
    var start: Int
    var items: [TodoPageEntry]

    var end: Int { start + items.count }
    func contains(_ row: Int) -> Bool { row >= start && row < end }
  }

  private let store: TodoStore
  let pageSize: Int
  /// The most rows kept per section.
  let capacity: Int
  private(set) var summary: TodoListSummary
  private var windows: [TodoSection: Window] = [:]

  init(store: TodoStore, summary: TodoListSummary, pageSize: Int = 100, pagesKept: Int = 3) {
    self.store = store
    self.summary = summary
    self.pageSize = max(1, pageSize)
    capacity = self.pageSize * max(2, pagesKept)
  }

  /// How many reads of the file succeeded so far: a failed read of rows is over once it moves.
  private(set) var readCount = 0

  /// Rows held now, across sections.
  var heldRowCount: Int { windows.values.reduce(0) { $0 + $1.items.count } }

  /// Forgets every page and takes the new counts.
  func reset(to summary: TodoListSummary) {
    self.summary = summary
    windows = [:]
  }

  /// The item at `row` of `section`; nil past the section's end (or when the database holds
  /// fewer rows than the counts said, until the next summary), and for a row that does not
  /// decode.
  func item(in section: TodoSection, at row: Int) throws(TodoStoreError) -> TodoItem? {
    try entry(in: section, at: row)?.item
  }

  /// The row at `row` of `section`, readable or not; nil past the section's end.
  func entry(in section: TodoSection, at row: Int) throws(TodoStoreError) -> TodoPageEntry? {
    let count = summary.counts[section, default: 0]
    guard row >= 0, row < count else { return nil }
    if let window = windows[section], window.contains(row) {
      return window.items[row - window.start]
    }
    let window = try load(row, of: section, count: count)
    windows[section] = window
    return window.contains(row) ? window.items[row - window.start] : nil
  }

  /// The item at `row` of `section` if a page held now has it; never reads the database.
  func heldItem(in section: TodoSection, at row: Int) -> TodoItem? {
    guard let window = windows[section], window.contains(row) else { return nil }
    return window.items[row - window.start].item
  }

  /// The section and row of the item `id` in the list now; nil when there is no such item.
  /// Counts the rows before it in its section's order, from the order index. The row found
  /// is kept as a page of one, so that the rows around it are read by key from it, not by
  /// offset (which would skip as many index entries again).
  func position(of id: UUID) throws(TodoStoreError) -> (section: TodoSection, row: Int)? {
    let today = summary.today
    let found = try read { db -> (section: TodoSection, row: Int, entry: TodoPageEntry)? in
      // The key as stored (the id in whichever form another tool wrote it), for an exact count.
      guard
        let row = try Row.fetchOne(db, TodoStore.stored(id).select(TodoItem.boundedColumns))
      else { return nil }
      let entry = TodoPageEntry(row: row)
      guard let item = entry.item else { return nil }
      let section = TodoSection(due: item.due, today: today)
      let before = try TodoPageQuery(section: section, today: today).countBefore(entry.key, in: db)
      return (section, before, entry)
    }
    guard let found else { return nil }
    if found.row < summary.counts[found.section, default: 0],
      windows[found.section]?.contains(found.row) != true
    {
      windows[found.section] = Window(start: found.row, items: [found.entry])
    }
    return (found.section, found.row)
  }

  private func load(_ row: Int, of section: TodoSection, count: Int) throws(TodoStoreError)
    -> Window
  {
    let query = TodoPageQuery(section: section, today: summary.today)
    let pageSize = pageSize
    if var window = windows[section], let first = window.items.first, let last = window.items.last {
      if row >= window.end, row < window.end + pageSize {
        window.items += try read { db in
          try query.fetch(db, from: .after(last.key), limit: pageSize)
        }
        let excess = window.items.count - capacity
        if excess > 0 {
          window.items.removeFirst(excess)
          window.start += excess
        }
        return window
      }
      if row < window.start, row >= window.start - pageSize {
        let page = try read { db in
          try query.fetch(db, from: .before(first.key), limit: pageSize)
        }
        window = Window(start: window.start - page.count, items: page + window.items)
        if window.items.count > capacity { window.items.removeLast(window.items.count - capacity) }
        return window
      }
    }
    // A jump: the page around `row`, read from the nearer end.
    let start = min(max(0, row - pageSize / 2), max(0, count - pageSize))
    let rowsAfter = count - (start + pageSize)
    let items = try read { db in
      try query.fetch(
        db, from: start <= max(0, rowsAfter) ? .offset(start) : .offsetFromEnd(max(0, rowsAfter)),
        limit: pageSize)
    }
    return Window(start: start, items: items)
  }

  private func read<T>(_ value: (Database) throws -> T) throws(TodoStoreError) -> T {
    let read = try store.read(value)
    readCount += 1
    return read
  }
}
