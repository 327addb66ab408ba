import GRDB

/// Migration v4: the item table again, with checks on every row that SQLite can only add by
/// making the table anew: a title of at most ``TodoStore/titleLimit`` characters, and a due
/// day that exists (not `2026-02-30`, month 13 or year 0).
///
/// Rows are copied, none is lost: a longer title is cut at the limit, and an impossible due
/// day (which the app could never show) becomes "no due day". Ids are copied as they are
/// stored, whatever their form. The list's indexes are made again with their names.
enum TodoItemTableV4 {
  /// The due-day check: the `YYYY-MM-DD` form, a day SQLite's calendar has as written, and
  /// not before year 1. `date()` alone keeps `2026-02-30`; a modifier makes SQLite carry the
  /// extra days over (`2026-03-02`), so only a real day comes back unchanged.
  static let dueDayIsReal = """
    dueDate IS NULL OR (dueDate GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]' \
    AND date(dueDate, '+0 days') IS dueDate AND dueDate >= '0001-01-01')
    """

  static func replace(in db: Database) throws {
    let limit = TodoStore.titleLimit
    try db.create(table: "todoItem_v4") { table in
      table.primaryKey("id", .text)
      table.column("title", .text).notNull().check(sql: "length(title) <= \(limit)")
      table.column("done", .boolean).notNull().defaults(to: false)
      table.column("createdAt", .datetime).notNull()
      table.column("dueDate", .text).check(sql: dueDayIsReal)
    }
    try db.execute(
      sql: """
        INSERT INTO todoItem_v4 (id, title, done, createdAt, dueDate)
        SELECT id, substr(title, 1, \(limit)), done, createdAt,
          CASE WHEN \(dueDayIsReal) THEN dueDate ELSE NULL END
        FROM todoItem
        """)
    try db.drop(table: TodoItem.databaseTableName)
    try db.rename(table: "todoItem_v4", to: TodoItem.databaseTableName)
    // As in v1: the list's order (covering its keys), and the open items' count.
    try db.create(
      index: "todoItem_listOrder", on: TodoItem.databaseTableName,
      columns: ["dueDate", "createdAt", "id"])
    try db.create(index: "todoItem_done", on: TodoItem.databaseTableName, columns: ["done"])
  }
}
