import GRDB

/// What the migrations a file lists must have left in it: the tables and columns the app reads
/// and writes. Another program can drop or rename them behind the migrations table, and SQLite
/// would then refuse every read and write with a bare code; the launch refuses such a file in
/// words instead. What another program adds (a table, a column) is left alone.
enum TodoSchemaShape {
  /// The tables each migration makes, with the columns the app uses.
  static let tables: [(migration: String, table: String, columns: [String])] = [
    (
      TodoSchema.firstMigration, TodoItem.databaseTableName,
      ["id", "title", "done", "createdAt", "dueDate"]
    ),
    (TodoSchema.sampleDataOfferMigration, TodoSchema.sampleDataOfferTable, ["offeredAt"]),
    (TodoSchema.dayCountsMigration, TodoDayCounts.tableName, ["day", "total", "open"]),
  ]

  /// What is missing from a file whose migrations `applied` are listed, in words ("the table
  /// todoItem", "the column dueDate of todoItem"); nil when nothing is.
  static func missing(in db: Database, applied: Set<String>) throws -> String? {
    for (migration, table, columns) in tables where applied.contains(migration) {
      guard try db.tableExists(table) else { return "the table \(table)" }
      let present = Set(try db.columns(in: table).map(\.name))
      if let column = columns.first(where: { !present.contains($0) }) {
        return "the column \(column) of \(table)"
      }
    }
    return nil
  }
}
