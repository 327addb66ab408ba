import Foundation
import GRDB
import Testing

@testable import Todo

/// A file of ours whose tables another program changed behind its migrations (a table
/// dropped, a column renamed): refused at launch in words, and left as it was, rather than
/// opened to an empty-looking list whose every change fails with SQLite's code.
@Suite struct TodoAlteredSchemaTests {
  /// A file of ours, up to date and closed, then changed by `sql` as another tool would.
  private func makeOurFile(at path: String, thenRun sql: String) throws {
    let database = TodoDatabase(location: .file(path))
    try TodoStore(
      database: database, calendar: .fixed(at: "2025-03-14T12:00:00Z"), clock: ContinuousClock()
    ).add(title: "Ours")
    try database.close()
    let queue = try DatabaseQueue(path: path)
    try queue.writeWithoutTransaction { db in try db.execute(sql: sql) }
    try queue.close()
  }

  private func expectRefusal(
    _ path: String, missing: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let before = try FileSnapshot(path)
    #expect(throws: TodoStoreError.alteredSchema(path: path, missing: missing)) {
      try TodoDatabase(location: .file(path)).writer()
    }
    #expect(try FileSnapshot(path) == before, sourceLocation: sourceLocation)
  }

  @Test func aDroppedTableIsRefused() throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("todo.sqlite")
    try makeOurFile(at: path, thenRun: "DROP TABLE todoItem")
    try expectRefusal(path, missing: "the table todoItem")
    #expect(
      TodoStoreError.alteredSchema(path: path, missing: "the table todoItem").description
        == "\(path) was changed by another program: the table todoItem is missing; it was "
        + "left untouched.")
  }

  @Test func aRenamedColumnIsRefused() throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("todo.sqlite")
    try makeOurFile(at: path, thenRun: "ALTER TABLE todoItem RENAME COLUMN dueDate TO due")
    try expectRefusal(path, missing: "the column dueDate of todoItem")
  }

  @Test func theCountsTableDroppedIsRefused() throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("todo.sqlite")
    try makeOurFile(at: path, thenRun: "DROP TABLE todoDayCount")
    try expectRefusal(path, missing: "the table todoDayCount")
  }

  /// What another tool may add (a table, a column of its own) is left alone and opens.
  @Test func anAddedTableOrColumnOpens() throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("todo.sqlite")
    try makeOurFile(
      at: path, thenRun: "CREATE TABLE notes(text TEXT); ALTER TABLE todoItem ADD COLUMN tag TEXT")
    #expect(try makeStore(.file(path)).count() == 1)
  }
}
