import Foundation
import GRDB

/// One read the list's pager asks for, described on the main actor and run off it: the rows it
/// lacks for a row the view asked (``Page``), or where a task is now (``Position``). Each
/// carries the pager's generation, so that what it read for a list since changed is dropped.
enum TodoPageRead {
  /// A page of one section: next to the rows held (by key), or a jump (by offset).
  struct Page: Sendable {
    /// How the rows read join the rows held.
    enum Merge: Hashable, Sendable {
      /// After the last row held.
      case append
      /// Before the first row held.
      case prepend
      /// In place of the rows held, from this row on.
      case replace(start: Int)

      /// Whether the page was read next to the rows held (by key), so joins only those.
      var joinsRowsHeld: Bool {
        if case .replace = self { return false }
        return true
      }
    }

    let generation: Int
    let section: TodoSection
    /// The row the view asked for.
    let row: Int
    let query: TodoPageQuery
    let anchor: TodoPageQuery.Anchor
    let limit: Int
    let merge: Merge
    /// The section's rows held when it was asked, as the pager counts their changes: rows
    /// joined to others since would be joined at the wrong place.
    let windowVersion: Int

    func fetch(_ db: Database) throws -> [TodoPageEntry] {
      try query.fetch(db, from: anchor, limit: limit)
    }
  }

  /// Where the first of a few tasks is now: the one an editor just added or changed, else the
  /// one selected before.
  struct Position: Sendable {
    /// What was found: the task's entry, its section and its row there.
    struct Found: Sendable {
      let id: UUID
      let section: TodoSection
      let row: Int
      let entry: TodoPageEntry
    }

    let generation: Int
    let today: CalendarDay
    let ids: [UUID]

    /// The first of ``ids`` that is in the list, counting the rows before it in its section's
    /// order from the order index.
    func fetch(_ db: Database) throws -> Found? {
      for id in ids {
        // The key as stored (the id in whichever form another tool wrote it), for an exact count.
        guard
          let row = try Row.fetchOne(db, TodoStore.stored(id).select(TodoItem.boundedColumns))
        else { continue }
        let entry = TodoPageEntry(row: row)
        guard let item = entry.item else { continue }
        let section = TodoSection(due: item.due, today: today)
        let query = TodoPageQuery(section: section, today: today)
        let before = try query.countBefore(entry.key, in: db)
        return Found(id: id, section: section, row: before, entry: entry)
      }
      return nil
    }
  }
}
