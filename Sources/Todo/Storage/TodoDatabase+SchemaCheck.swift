import Foundation
import GRDB

extension TodoDatabase {
  /// Refuses a SQLite file the app must not write to, reading it only: another application's
  /// database, a newer schema of ours, or one of ours whose tables another program changed
  /// (see ``TodoSchemaShape``). A file without an application id is ours when it
  /// has our first migration and our table (files made before the id was set are adopted);
  /// one with no table at all is new.
  ///
  /// Reading a file in write-ahead-log mode makes its `-wal` and `-shm` files. With no `-wal`
  /// beforehand, nobody has the file open and nothing is pending: the check then reads through
  /// a connection allowed to write, because SQLite removes those files when the last such
  /// connection closes (having nothing to copy into the file, it leaves the file's bytes as
  /// they were); a read-only one would leave them behind. An existing `-wal` belongs to
  /// another process, or holds what a crashed one committed: a read-only connection neither
  /// copies it into the file nor removes it.
  ///
  /// A `-journal` beside a file that is not known to be ours may hold a crashed writer's
  /// unfinished transaction, which any connection allowed to write rolls back: the check reads
  /// read-only, and SQLite's refusal (`SQLITE_READONLY_ROLLBACK`) is said in words.
  static func inspectSchema(at path: String, isOurs: Bool, waitsForLocks: Bool) throws {
    var configuration = fileConfiguration(waitsForLocks: waitsForLocks)
    let files = FileManager.default
    configuration.readonly =
      files.fileExists(atPath: path + "-wal")
      || (!isOurs && files.fileExists(atPath: path + "-journal"))
    let reader = try DatabaseQueue(path: path, configuration: configuration)
    defer { try? reader.close() }
    try reader.read { db in
      let migrator = TodoSchema.migrator
      let applicationID = try Int32.fetchOne(db, sql: "PRAGMA application_id") ?? 0
      if applicationID != 0, applicationID != TodoDatabaseFile.applicationID {
        throw TodoStoreError.foreignDatabase(path: path)
      }
      let tables = try Set(
        String.fetchAll(
          db,
          sql: "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
        ))
      guard tables.contains("grdb_migrations") else {
        if !tables.isEmpty { throw TodoStoreError.foreignDatabase(path: path) }
        return
      }
      let applied = try migrator.appliedIdentifiers(db)
      if applicationID == 0 {
        // An empty migrations table alone: a file another opener of ours is making right now.
        let isBeingMade = applied.isEmpty && tables == ["grdb_migrations"]
        let isOurs =
          applied.contains(TodoSchema.firstMigration)
          && tables.contains(TodoItem.databaseTableName)
        guard isBeingMade || isOurs else { throw TodoStoreError.foreignDatabase(path: path) }
      }
      if try migrator.hasBeenSuperseded(db) {
        let known = Set(migrator.migrations)
        let unknown = applied.filter { !known.contains($0) }.sorted()
        throw TodoStoreError.newerSchema(path: path, unknownMigrations: unknown)
      }
      if let missing = try TodoSchemaShape.missing(in: db, applied: Set(applied)) {
        throw TodoStoreError.alteredSchema(path: path, missing: missing)
      }
    }
  }
}
