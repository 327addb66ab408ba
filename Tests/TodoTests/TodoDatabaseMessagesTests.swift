import Foundation
import GRDB
import Testing

@testable import Todo

/// What the app says of a file it refuses is true: a log it may not write is a permission
/// problem, not a read-only file; a crashed writer's journal beside another program's file is
/// left for that program, and said.
@Suite struct TodoDatabaseMessagesTests {
  @Test func aLogThisUserMayNotWriteIsSaidAsSuch() throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("todo.sqlite")
    let store = makeStore(.file(path))
    _ = try store.count()
    try store.database.close()
    #expect(
      FileManager.default.createFile(
        atPath: path + "-wal", contents: Data(), attributes: [.posixPermissions: 0o444]))
    let before = try FileSnapshot(path)
    #expect(
      throws: TodoStoreError.permissionDenied(path: path, what: "its -wal file cannot be written")
    ) {
      try makeStore(.file(path)).count()
    }
    #expect(try FileSnapshot(path) == before)
  }

  /// Another program's file, copied while its transaction was open, with its journal: the
  /// check reads it read-only, so nothing rolls the journal back, and "left untouched" is
  /// true; where SQLite cannot read it without a rollback, the refusal says why.
  @Test func aCrashedWritersJournalBesideAnotherProgramsFileIsLeftAndSaid() throws {
    let folder = try TemporaryDirectory()
    let original = folder.path("other.sqlite")
    let path = folder.path("copy.sqlite")
    var configuration = Configuration()
    configuration.allowsUnsafeTransactions = true
    let writer = try DatabaseQueue(path: original, configuration: configuration)
    try writer.writeWithoutTransaction { db in
      try db.execute(sql: "CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('kept')")
      try db.execute(sql: "BEGIN; UPDATE notes SET body = 'half-written'")
    }
    let files = FileManager.default
    #expect(files.fileExists(atPath: original + "-journal"))
    try files.copyItem(atPath: original, toPath: path)
    try files.copyItem(atPath: original + "-journal", toPath: path + "-journal")
    try writer.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") }
    try writer.close()
    let before = try [FileSnapshot(path), FileSnapshot(path + "-journal")]

    // Refused as another program's, and truly untouched: the journal was not rolled back.
    #expect(throws: TodoStoreError.foreignDatabase(path: path)) {
      try makeStore(.file(path)).count()
    }
    #expect(try [FileSnapshot(path), FileSnapshot(path + "-journal")] == before)
    #expect(
      TodoStoreError(
        opening: path, DatabaseError(resultCode: ResultCode(rawValue: 776))
      ).description.contains("unfinished transaction in \(path)-journal"))
  }
}
