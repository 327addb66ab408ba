import GRDB

/// One page of a section, in the list's order (due day, then creation, then id), read from the
/// order index, rows that do not decode included (see ``TodoPageEntry``).
///
/// Pages next to one already read are found by key ("the 100 after this item"), so reading
/// them costs the same at row 10 and at row 99,990. A jump is read by offset from whichever
/// end of the section is nearer, skipping index entries without reading rows.
struct TodoPageQuery {
  /// Where the page starts.
  enum Anchor: Hashable {
    /// The rows from this offset in the section, forwards.
    case offset(Int)
    /// The rows that end this many rows before the section's end.
    case offsetFromEnd(Int)
    /// The rows right after the row with this key.
    case after(TodoPageEntry.Key)
    /// The rows right before the row with this key.
    case before(TodoPageEntry.Key)

    var readsBackwards: Bool {
      switch self {
      case .offset, .after: false
      case .offsetFromEnd, .before: true
      }
    }
  }

  var section: TodoSection
  var today: CalendarDay

  /// Up to `limit` rows from `anchor`, in the list's order; a row that does not decode is
  /// kept, as what could be read of it.
  func fetch(_ db: Database, from anchor: Anchor, limit: Int) throws -> [TodoPageEntry] {
    let start = try jumpStart(for: anchor, in: db)
    let request = request(from: anchor, limit: limit, startingAt: start)
    let entries: [TodoPageEntry]
    do {
      entries = try Row.fetchAll(db, request).map(TodoPageEntry.init(row:))
    } catch let error as DatabaseError where error.resultCode == .SQLITE_CORRUPT {
      entries = try Self.fetchAroundDamage(db, request)
    }
    return anchor.readsBackwards ? entries.reversed() : entries
  }

  /// The page of `request` read row by row, because a page of the file it reads is damaged:
  /// the keys (and row ids) from the order index, which covers them, then each row alone, so
  /// that only the rows on the damaged page are lost (``TodoPageEntry/isDamaged``), not the
  /// whole page of the list. A damaged index fails the read as before.
  private static func fetchAroundDamage(
    _ db: Database, _ request: QueryInterfaceRequest<TodoItem>
  ) throws -> [TodoPageEntry] {
    let keyColumns: [any SQLSelectable] = [
      TodoItem.Columns.due, TodoItem.Columns.createdAt, TodoItem.Columns.id,
      SQL("rowid AS rowKey"),
    ]
    let keys = try Row.fetchAll(db, request.select(keyColumns))
    return keys.map { key in
      let rowID: Int64 = key["rowKey"]
      let row = try? Row.fetchOne(
        db, TodoItem.select(TodoItem.boundedColumns).filter(SQL("rowid = \(rowID)")))
      guard let row else {
        return TodoPageEntry(
          damagedRowAt: TodoPageEntry.Key(
            due: key["dueDate"], createdAt: key["createdAt"], id: key["id"]))
      }
      return TodoPageEntry(row: row)
    }
  }

  /// Where a jump by offset begins: the section's rows from one day on, and the offset left
  /// from there.
  struct JumpStart {
    /// The section's rows from where the jump begins (up to it, for a jump from the end).
    var rows: SQLExpression?
    var offset: Int
  }

  /// How many rows come before the row with `key` in the section's order: for a dated section
  /// the days before its day from the per-day counts (``TodoDayCounts``), then the rows of its
  /// own day before it, a range of the order index, so the cost follows the tasks due that day,
  /// not the list's length; for someday, the someday rows before it, counted in the index.
  func countBefore(_ key: TodoPageEntry.Key, in db: Database) throws -> Int {
    let before = TodoItem.filter(section.filter(today: today))
      .filter(withinDay("<", key.createdAt, key.id))
    guard section != .someday, !key.due.isNull else { return try before.fetchCount(db) }
    let earlierDays = try TodoDayCounts.total(
      of: section, today: today, before: key.due, in: db)
    return try earlierDays
      + TodoItem.filter(TodoItem.Columns.due == key.due)
      .filter(withinDay("<", key.createdAt, key.id)).fetchCount(db)
  }

  /// Where a jump by offset into a dated section starts: the day the offset falls on (per-day
  /// counts), and the offset left from there, so that a jump skips the index entries of one
  /// day, not of every one before it. Nil for keys, for someday (whose offset is skipped in
  /// the index, from the nearer end) and past the end.
  func jumpStart(for anchor: Anchor, in db: Database) throws -> JumpStart? {
    let offset: Int
    switch anchor {
    case .offset(let value), .offsetFromEnd(let value): offset = max(0, value)
    case .after, .before: return nil
    }
    let backwards = anchor.readsBackwards
    guard section != .someday,
      let found = try TodoDayCounts.day(
        at: offset, of: section, today: today, fromEnd: backwards, in: db)
    else { return nil }
    return JumpStart(
      rows: section.filter(today: today, from: found.day, backwards: backwards),
      offset: offset - found.skipped)
  }

  /// The query of ``fetch(_:from:limit:)``: backwards from the anchor for `.before` and
  /// `.offsetFromEnd`, so that SQLite walks the index from the right end; a jump from `start`
  /// (``jumpStart(for:in:)``) begins at its day.
  func request(from anchor: Anchor, limit: Int, startingAt start: JumpStart? = nil)
    -> QueryInterfaceRequest<TodoItem>
  {
    var request = TodoItem.select(TodoItem.boundedColumns).order(ascending: !anchor.readsBackwards)
    if let rows = rows(from: anchor, startingAt: start) { request = request.filter(rows) }
    switch anchor {
    case .offset(let offset), .offsetFromEnd(let offset):
      return request.limit(limit, offset: start?.offset ?? max(0, offset))
    case .after(let key):
      return request.filter(keyComparison(">", key)).limit(limit)
    case .before(let key):
      return request.filter(keyComparison("<", key)).limit(limit)
    }
  }

  /// The section's rows as the query for `anchor` bounds them: a jump from its day on, a key without the end of the range the key's own comparison sets (SQLite would start
  /// the index range at the section's end and walk to the key).
  private func rows(from anchor: Anchor, startingAt start: JumpStart?) -> SQLExpression? {
    if let start { return start.rows }
    guard section != .someday else { return section.filter(today: today) }
    switch anchor {
    case .offset, .offsetFromEnd:
      return section.filter(today: today)
    case .after, .before:
      return section.filter(today: today, from: nil, backwards: anchor.readsBackwards)
    }
  }

  /// Rows on the `comparison` side of `key` in the list's order, as one row-value comparison
  /// that SQLite answers as a range of the index. Someday items have no due day, so their key
  /// starts at the creation date.
  private func keyComparison(_ comparison: String, _ key: TodoPageEntry.Key) -> SQLExpression {
    if section == .someday { return withinDay(comparison, key.createdAt, key.id) }
    return SQL(
      "(dueDate, createdAt, id) \(sql: comparison) (\(key.due), \(key.createdAt), \(key.id))"
    ).sqlExpression
  }

  /// Rows on the `comparison` side of the key (`createdAt`, `id`) among the rows of one due
  /// day (or of none).
  private func withinDay(_ comparison: String, _ createdAt: DatabaseValue, _ id: DatabaseValue)
    -> SQLExpression
  {
    SQL("(createdAt, id) \(sql: comparison) (\(createdAt), \(id))").sqlExpression
  }
}

extension QueryInterfaceRequest<TodoItem> {
  /// The list's order, or its reverse.
  fileprivate func order(ascending: Bool) -> QueryInterfaceRequest<TodoItem> {
    let columns = [TodoItem.Columns.due, TodoItem.Columns.createdAt, TodoItem.Columns.id]
    return order(columns.map { ascending ? $0.asc : $0.desc })
  }
}
