import GRDB

/// The database's schema, as migrations: each runs once, in order, in its own transaction.
/// A new version of the app adds migrations and never changes what one that shipped leaves
/// in a file.
enum TodoSchema {
  /// Where the launch notes that it offered the sample items (see `TodoStore.addSamples`).
  static let sampleDataOfferTable = "sampleDataOffer"

  /// The first migration: a file without an application id that has it is one of ours.
  static let firstMigration = "v1: todo items"
  /// The migration that makes ``sampleDataOfferTable``.
  static let sampleDataOfferMigration = "v2: sample data offer"
  /// The migration that makes the per-day counts (``TodoDayCounts``).
  static let dayCountsMigration = "v5: counts per day"

  static var migrator: DatabaseMigrator {
    var migrator = DatabaseMigrator()
    migrator.registerMigration(firstMigration) { db in
      try db.create(table: TodoItem.databaseTableName) { table in
        table.primaryKey("id", .text)
        table.column("title", .text).notNull()
        table.column("done", .boolean).notNull().defaults(to: false)
        table.column("createdAt", .datetime).notNull()
        table.column("dueDate", .text)
          .check(
            sql: "dueDate IS NULL OR dueDate GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'")
      }
      // The list's order: sections are ranges of it and pages are read by key from it, so
      // row 99,990 costs what row 10 does. It covers the keys, so skipping rows never reads
      // the table.
      try db.create(
        index: "todoItem_listOrder", on: TodoItem.databaseTableName,
        columns: ["dueDate", "createdAt", "id"])
      // Counting the open items (the bar's color) reads this index only.
      try db.create(index: "todoItem_done", on: TodoItem.databaseTableName, columns: ["done"])
    }
    migrator.registerMigration(sampleDataOfferMigration) { db in
      // A row once the launch has offered the sample items: a list its user emptied is not a
      // new one. A file made before this has no row yet and gets one at its next launch.
      try db.create(table: sampleDataOfferTable) { table in
        table.column("offeredAt", .datetime).notNull()
      }
    }
    migrator.registerMigration("v3: application id") { db in
      // Marks the file as ours, so that another app (and this one) can tell it from theirs.
      // Files made before this are adopted here, once they passed the open's checks.
      try db.execute(sql: "PRAGMA application_id = \(TodoDatabaseFile.applicationID)")
    }
    migrator.registerMigration("v4: title and due day checks") { db in
      try TodoItemTableV4.replace(in: db)
    }
    migrator.registerMigration(dayCountsMigration) { db in
      try TodoDayCounts.install(in: db)
    }
    // v6 counted the someday tasks in blocks kept by triggers, for a task's place in Someday;
    // counting the index is fast enough, and v7 drops them. v6 keeps its name, so that files
    // that have it stay known, and makes nothing: what it made would only be dropped again.
    migrator.registerMigration("v6: someday blocks") { _ in }
    migrator.registerMigration("v7: no someday blocks") { db in
      try db.execute(
        sql: """
          DROP TRIGGER IF EXISTS todoItem_somedayInsert;
          DROP TRIGGER IF EXISTS todoItem_somedayDelete;
          DROP TRIGGER IF EXISTS todoItem_somedayUpdate;
          DROP TABLE IF EXISTS todoSomedayBlock;
          """)
    }
    return migrator
  }
}
