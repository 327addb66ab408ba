import GRDB

/// Migration v5: the number of tasks, and of open ones, per due day, kept by triggers on every
/// insert, delete and change of day or done state, so that the list's summary adds up a few
/// hundred days instead of counting a million rows: a write and its redraw cost the same at
/// 1,000 tasks and at 1,000,000.
///
/// A bulk insert (the seeder's) counts its rows in one query instead, with the insert trigger
/// set aside in its transaction: see `bulkInsert(in:_:)`.
///
/// Tasks without a due day count under the empty day, which no real day equals. Days whose
/// count falls to zero are removed, so the table holds only days that have tasks.
///
/// The table is `WITHOUT ROWID`, whose changes SQLite's update hook never reports: database
/// observations cannot see it change, so whoever reads it observes the task table instead,
/// which changes in the same transaction whenever the counts do.
enum TodoDayCounts {
  static let tableName = "todoDayCount"
  /// The day a task without a due day counts under.
  static let someday = ""

  static func install(in db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE \(tableName) (
          day TEXT NOT NULL PRIMARY KEY,
          total INTEGER NOT NULL,
          open INTEGER NOT NULL
        ) WITHOUT ROWID;
        INSERT INTO \(tableName) (day, total, open)
          SELECT \(day("dueDate")), count(*), sum(done = 0) FROM todoItem GROUP BY 1;
        \(insertTrigger)
        CREATE TRIGGER todoItem_countDelete AFTER DELETE ON todoItem BEGIN
          \(remove("OLD"))
        END;
        CREATE TRIGGER todoItem_countUpdate AFTER UPDATE OF dueDate, done ON todoItem BEGIN
          \(remove("OLD"))
          \(add("NEW"))
        END;
        """)
  }

  /// Runs `inserts`, which adds tasks (and changes nothing else), without the insert trigger,
  /// then counts the tasks it added in one query: run per row, the trigger adds about half to
  /// the cost of an insert, and makes each one keep a statement journal, which a plain
  /// single-row insert needs none of.
  /// Call it inside a transaction: the trigger is dropped and made again in it, so no other
  /// connection ever sees the table without it, and a crash keeps both or neither.
  static func bulkInsert(in db: Database, _ inserts: () throws -> Void) throws {
    // Rows added while this connection holds the write lock take the row ids after the
    // largest one, until that is the largest possible; SQLite then picks them at random, so
    // the added rows are no range, and the trigger counts them.
    let last = try Int64.fetchOne(db, sql: "SELECT max(rowid) FROM todoItem") ?? 0
    guard last < Int64.max else { return try inserts() }
    try db.execute(sql: "DROP TRIGGER todoItem_countInsert")
    try inserts()
    try db.execute(
      sql: """
        INSERT INTO \(tableName) (day, total, open)
          SELECT \(day("dueDate")), count(*), sum(done = 0) FROM todoItem WHERE rowid > ?
          GROUP BY 1
          ON CONFLICT (day) DO UPDATE
            SET total = total + excluded.total, open = open + excluded.open
        """, arguments: [last])
    try db.execute(sql: insertTrigger)
  }

  /// The tasks of `section` on `today`, only those due before `day` (a due day as stored) when
  /// one is given: a sum over a range of days, read from this table's key.
  static func total(
    of section: TodoSection, today: CalendarDay, before day: DatabaseValue? = nil,
    in db: Database
  ) throws -> Int {
    var days = section.dayFilter(today: today)
    if let day { days = "\(days) AND day < \(day)" }
    let request = SQLRequest<Int>(
      "SELECT coalesce(sum(total), 0) FROM \(sql: tableName) WHERE \(days)")
    return try request.fetchOne(db) ?? 0
  }

  /// The day of `section` that holds the task `offset` places from its start (from its end,
  /// `fromEnd`), and how many tasks the days before it (after it) hold: a running sum over the
  /// section's days. Nil past the section's end.
  static func day(
    at offset: Int, of section: TodoSection, today: CalendarDay, fromEnd: Bool, in db: Database
  ) throws -> (day: DatabaseValue, skipped: Int)? {
    let order: SQL = fromEnd ? "DESC" : "ASC"
    let days = section.dayFilter(today: today)
    let request = SQLRequest<Row>(
      """
      SELECT day, running - total AS skipped FROM (
        SELECT day, total, sum(total) OVER (ORDER BY day \(order)) AS running
        FROM \(sql: tableName) WHERE \(days))
      WHERE running > \(offset) ORDER BY day \(order) LIMIT 1
      """)
    guard let row = try request.fetchOne(db) else { return nil }
    return (row["day"], row["skipped"])
  }

  /// The open tasks, all days together.
  static func openTotal(in db: Database) throws -> Int {
    try Int.fetchOne(db, sql: "SELECT coalesce(sum(open), 0) FROM \(tableName)") ?? 0
  }

  private static let insertTrigger = """
    CREATE TRIGGER todoItem_countInsert AFTER INSERT ON todoItem BEGIN
      \(add("NEW"))
    END;
    """

  /// The day a row counts under, from its `dueDate` column.
  private static func day(_ column: String) -> String {
    "coalesce(\(column), '\(someday)')"
  }

  private static func add(_ row: String) -> String {
    """
    INSERT INTO \(tableName) (day, total, open) VALUES (\(day("\(row).dueDate")), 1, \(row).done = 0)
      ON CONFLICT (day) DO UPDATE SET total = total + 1, open = open + (\(row).done = 0);
    """
  }

  private static func remove(_ row: String) -> String {
    """
    UPDATE \(tableName) SET total = total - 1, open = open - (\(row).done = 0)
      WHERE day = \(day("\(row).dueDate"));
    DELETE FROM \(tableName) WHERE day = \(day("\(row).dueDate")) AND total <= 0;
    """
  }
}
