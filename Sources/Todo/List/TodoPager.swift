import Foundation

/// Holds the list's rows a page at a time, a few pages per section: what a list of 100,000
/// items holds in memory is the same as for 100. It never reads the file itself: asked for a
/// row it does not hold, it says which read would bring it (``TodoPageRead/Page``), and the
/// caller runs that read off the main actor and hands the rows back (``take(_:for:)``).
///
/// The read it asks for is the page next to the rows held, by key (scrolling), else a jump by
/// offset from the nearer end of the section (Home, End). One read per section is asked at a
/// time, so a screenful of rows missing costs one read, not one per row. ``reset(to:)`` drops
/// every page and starts a new generation: the database changed, and reads in flight for the
/// old counts are dropped when they come back. The rows dropped stay shown (``Lookup/notHeld``'s
/// `stale`) until their section's rows are read again, so that a write does not blank the
/// screen for a frame (a key on one acts on the task it shows); they are at most one more window
/// per section.
@MainActor
final class TodoPager {
  /// A run of consecutive rows of one section.
  private struct Window: Equatable {
    var start: Int
    var items: [TodoPageEntry]

    var end: Int { start + items.count }
    func contains(_ row: Int) -> Bool { row >= start && row < end }
  }

  /// What the pager knows of a row.
  enum Lookup {
    /// The row, from a page held.
    case held(TodoPageEntry)
    /// No such row: past the section's end.
    case none
    /// Not held; `read` brings it, or nil when a read of its section is in flight already.
    /// `stale` is what the row showed before the last reset, if it was held then.
    case notHeld(read: TodoPageRead.Page?, stale: TodoPageEntry?)
  }

  let pageSize: Int
  /// The most rows kept per section.
  let capacity: Int
  private(set) var summary: TodoListSummary
  private var windows: [TodoSection: Window] = [:]
  /// Rows held before the last reset, shown until their section is read again.
  private var staleWindows: [TodoSection: Window] = [:]
  /// Counts each change of a section's rows, so that a page read for rows since replaced is
  /// not joined to them.
  private var windowVersions: [TodoSection: Int] = [:]
  /// Sections with a read in flight.
  private var reading: Set<TodoSection> = []
  /// Bumped by ``reset(to:)``: reads asked before carry an older one.
  private(set) var generation = 0

  init(summary: TodoListSummary, pageSize: Int = 100, pagesKept: Int = 3) {
    self.summary = summary
    self.pageSize = max(1, pageSize)
    capacity = self.pageSize * max(2, pagesKept)
  }

  /// How many reads of the file succeeded so far: a failed read of rows is over once it moves.
  private(set) var readCount = 0

  /// Rows held now, across sections.
  var heldRowCount: Int { windows.values.reduce(0) { $0 + $1.items.count } }

  /// Forgets every page and takes the new counts; reads in flight will be dropped.
  func reset(to summary: TodoListSummary) {
    self.summary = summary
    // Of the rows shown before, the most: a section whose page had not come since the last
    // reset holds only the selected task's row, and its older rows still show better.
    staleWindows.merge(windows) { stale, held in
      held.items.count >= stale.items.count ? held : stale
    }
    windows = [:]
    reading = []
    generation += 1
  }

  /// The row at `row` of `section`, readable or not, if held; else the read that brings it.
  func entry(in section: TodoSection, at row: Int) -> Lookup {
    let count = summary.counts[section, default: 0]
    guard row >= 0, row < count else { return .none }
    if let window = windows[section], window.contains(row) {
      return .held(window.items[row - window.start])
    }
    let stale = staleWindows[section].flatMap { $0.contains(row) ? $0.items[row - $0.start] : nil }
    guard !reading.contains(section) else { return .notHeld(read: nil, stale: stale) }
    reading.insert(section)
    return .notHeld(read: read(row, of: section, count: count), stale: stale)
  }

  /// The item at `row` of `section` if a page held now has it; never reads the database.
  func heldItem(in section: TodoSection, at row: Int) -> TodoItem? {
    guard let window = windows[section], window.contains(row) else { return nil }
    return window.items[row - window.start].item
  }

  /// The item the row shows now, without reading: from a page held, else as it showed before
  /// the last reset; nil for a row not read yet (or one that does not decode).
  func shownItem(in section: TodoSection, at row: Int) -> TodoItem? {
    if let window = windows[section], window.contains(row) {
      return window.items[row - window.start].item
    }
    guard let stale = staleWindows[section], stale.contains(row) else { return nil }
    return stale.items[row - stale.start].item
  }

  /// Takes the rows `read` brought. True when the view should draw again: the rows held
  /// changed, or the page was read next to rows held that changed meanwhile (the selected
  /// task's row kept alone), so it joins them no more: drawn again, its rows are asked, and
  /// read, again rather than left loading. False for a read of an older generation.
  @discardableResult
  func take(_ page: [TodoPageEntry], for read: TodoPageRead.Page) -> Bool {
    guard read.generation == generation else { return false }
    reading.remove(read.section)
    readCount += 1
    // A jump replaces the rows held whatever they are; a page next to them must still be.
    if read.merge.joinsRowsHeld, read.windowVersion != windowVersions[read.section, default: 0] {
      return true
    }
    var window = windows[read.section] ?? Window(start: 0, items: [])
    switch read.merge {
    case .append:
      window.items += page
      let excess = window.items.count - capacity
      if excess > 0 {
        window.items.removeFirst(excess)
        window.start += excess
      }
    case .prepend:
      window = Window(start: window.start - page.count, items: page + window.items)
      if window.items.count > capacity { window.items.removeLast(window.items.count - capacity) }
    case .replace(let start):
      window = Window(start: start, items: page)
    }
    return store(window, in: read.section)
  }

  /// A read of rows failed: its section may be read again.
  func failed(_ read: TodoPageRead.Page) {
    guard read.generation == generation else { return }
    reading.remove(read.section)
  }

  /// The read that finds where the first of `ids` is now (see ``TodoPageRead/Position``).
  func positionRead(of ids: [UUID]) -> TodoPageRead.Position {
    TodoPageRead.Position(generation: generation, today: summary.today, ids: ids)
  }

  /// Takes what `read` found: the row is kept as a page of one, so that the rows around it are
  /// read by key from it, not by offset (which would skip as many index entries again); a page
  /// of its section in flight read next to the rows held before is asked again when it comes
  /// (a jump is taken), and the section's other rows show as before meanwhile. Nil for a read
  /// of an older generation, or a task not in the list; `changed` when the rows held changed.
  func take(_ found: TodoPageRead.Position.Found?, for read: TodoPageRead.Position)
    -> (section: TodoSection, row: Int, changed: Bool)?
  {
    guard read.generation == generation else { return nil }
    readCount += 1
    guard let found else { return nil }
    var changed = false
    if found.row < summary.counts[found.section, default: 0],
      windows[found.section]?.contains(found.row) != true
    {
      changed = store(Window(start: found.row, items: [found.entry]), in: found.section)
    }
    return (found.section, found.row, changed)
  }

  @discardableResult
  private func store(_ window: Window, in section: TodoSection) -> Bool {
    guard windows[section] != window else { return false }
    windows[section] = window
    // The rows shown from before the change go once these cover them all: until then a row not
    // read again shows as it was, never "Loading…" (the selected task's row comes alone first).
    if let stale = staleWindows[section], window.start <= stale.start, window.end >= stale.end {
      staleWindows[section] = nil
    }
    windowVersions[section, default: 0] += 1
    return true
  }

  /// The read for `row`: the page next to the rows held, else a jump around it.
  private func read(_ row: Int, of section: TodoSection, count: Int) -> TodoPageRead.Page {
    let query = TodoPageQuery(section: section, today: summary.today)
    func page(_ anchor: TodoPageQuery.Anchor, _ merge: TodoPageRead.Page.Merge)
      -> TodoPageRead.Page
    {
      TodoPageRead.Page(
        generation: generation, section: section, row: row, query: query, anchor: anchor,
        limit: pageSize, merge: merge, windowVersion: windowVersions[section, default: 0])
    }
    if let window = windows[section], let first = window.items.first,
      let last = window.items.last
    {
      if row >= window.end, row < window.end + pageSize { return page(.after(last.key), .append) }
      if row < window.start, row >= window.start - pageSize {
        return page(.before(first.key), .prepend)
      }
    }
    // A jump: the page around `row`, read from the nearer end.
    let start = min(max(0, row - pageSize / 2), max(0, count - pageSize))
    let rowsAfter = count - (start + pageSize)
    let anchor: TodoPageQuery.Anchor =
      start <= max(0, rowsAfter) ? .offset(start) : .offsetFromEnd(max(0, rowsAfter))
    return page(anchor, .replace(start: start))
  }
}
