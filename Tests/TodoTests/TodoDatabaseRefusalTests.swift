import Foundation
import GRDB
import Testing

@testable import Todo

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Paths the app refuses to open: each is refused with an error in words, and left exactly as
/// it was (bytes, modification time), with nothing created beside it.
@Suite struct TodoDatabaseRefusalTests {
  /// Opens `path`, expects `expected`, and checks that nothing changed.
  private func expectRefusal(
    _ path: String, _ expected: TodoStoreError, saying words: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let before = try FileSnapshot(path)
    #expect(throws: expected, sourceLocation: sourceLocation) {
      try TodoDatabase(location: .file(path)).writer()
    }
    #expect(try FileSnapshot(path) == before, sourceLocation: sourceLocation)
    #expect(expected.description.contains(words), sourceLocation: sourceLocation)
  }

  /// A file of ours, up to date and closed: only the file.
  private func makeOurFile(at path: String) throws {
    let database = TodoDatabase(location: .file(path))
    try TodoStore(
      database: database, calendar: .fixed(at: "2025-03-14T12:00:00Z"), clock: ContinuousClock()
    ).add(title: "Ours")
    try database.close()
  }

  /// A SQLite file in write-ahead-log mode made by `body`, closed.
  private func makeFile(at path: String, _ body: (Database) throws -> Void) throws {
    let queue = try DatabaseQueue(path: path)
    try queue.writeWithoutTransaction { db in
      _ = try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL")
      try body(db)
    }
    try queue.close()
  }

  @Test func aDirectoryIsRefused() throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("todo.sqlite")
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: false)
    try expectRefusal(
      path, .notARegularFile(path: path, kind: "a directory"), saying: "is a directory")
  }

  /// Opening a named pipe for reading blocks until a writer comes: it is refused from `stat`.
  @Test func aNamedPipeIsRefusedWithoutBlocking() throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("todo.sqlite")
    #expect(mkfifo(path, 0o644) == 0)
    try expectRefusal(
      path, .notARegularFile(path: path, kind: "a named pipe"),
      saying: "not a regular file")
  }

  @Test func aDeviceIsRefused() throws {
    #expect(throws: TodoStoreError.notARegularFile(path: "/dev/null", kind: "a device")) {
      try TodoDatabase(location: .file("/dev/null")).writer()
    }
  }

  @Test func anEmptyPathIsRefused() throws {
    #expect(throws: TodoStoreError.cannotOpen(path: "\"\"", reason: "the path is empty.")) {
      try TodoDatabase(location: .file("")).writer()
    }
  }

  /// A file made read-only on purpose (`chmod 0444`): refused, even for root, who could write.
  @Test func aReadOnlyFileIsRefused() throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("todo.sqlite")
    try makeOurFile(at: path)
    #expect(chmod(path, 0o444) == 0)
    try expectRefusal(path, .readOnly(path: path), saying: "is read-only")
  }

  @Test func aFileThatCannotBeReadIsRefused() throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("todo.sqlite")
    try makeOurFile(at: path)
    #expect(chmod(path, 0o000) == 0)
    try expectRefusal(
      path, .permissionDenied(path: path, what: "the file cannot be read"),
      saying: "permission denied")
  }

  /// SQLite makes `-wal` and `-shm` beside the file: a folder this user cannot write to is
  /// refused before, and so is one made read-only on purpose (`chmod a-w`), even for root, who
  /// could write in it.
  @Test func aFolderThatCannotBeWrittenIsRefused() throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("todo.sqlite")
    try makeOurFile(at: path)
    #expect(chmod(folder.url.path, 0o555) == 0)
    defer { chmod(folder.url.path, 0o755) }
    try expectRefusal(
      path,
      .permissionDenied(path: path, what: "no files can be made in the folder \(folder.url.path)"),
      saying: "permission denied")
  }

  @Test func aDatabaseWithAnotherApplicationIDIsRefused() throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("other.sqlite")
    try makeFile(at: path) { db in
      try db.execute(sql: "PRAGMA application_id = 1234; CREATE TABLE note(text TEXT)")
    }
    try expectRefusal(
      path, .foreignDatabase(path: path), saying: "belongs to another application")
    // Even one that looks like ours inside.
    let lookalike = folder.path("lookalike.sqlite")
    try makeOurFile(at: lookalike)
    try makeFile(at: lookalike) { db in try db.execute(sql: "PRAGMA application_id = 1234") }
    try expectRefusal(lookalike, .foreignDatabase(path: lookalike), saying: "another application")
  }

  /// Another GRDB app's file: a migrations table with its own migrations, or none.
  @Test func anotherGRDBAppsDatabaseIsRefused() throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("photos.sqlite")
    var migrator = DatabaseMigrator()
    migrator.registerMigration("v1: photos") { db in
      try db.create(table: "photo") { $0.column("name", .text) }
    }
    let queue = try DatabaseQueue(path: path)
    try migrator.migrate(queue)
    try queue.close()
    try expectRefusal(path, .foreignDatabase(path: path), saying: "another application")

    let bare = folder.path("bare.sqlite")
    try makeFile(at: bare) { db in
      try db.execute(
        sql: """
          CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
          CREATE TABLE todoItem (id TEXT PRIMARY KEY, title TEXT);
          """)
    }
    try expectRefusal(bare, .foreignDatabase(path: bare), saying: "another application")
  }

  /// A file of ours from before the application id (migrations v1 and v2 only): adopted, it
  /// gets the id and keeps its items.
  @Test func anOlderFileOfOursIsAdopted() throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("todo.sqlite")
    let queue = try DatabaseQueue(path: path)
    try TodoSchema.migrator.migrate(queue, upTo: "v2: sample data offer")
    try queue.write { db in try TodoItem(title: "Old", createdAt: Date()).insert(db) }
    #expect(try queue.read { try Int32.fetchOne($0, sql: "PRAGMA application_id") } == 0)
    try queue.close()

    let store = makeStore(.file(path))
    #expect(try store.count() == 1)
    let id = try store.database.writer().read { db in
      try Int32.fetchOne(db, sql: "PRAGMA application_id")
    }
    #expect(id == TodoDatabaseFile.applicationID)
  }

  /// The refusals' messages say what happened in words, never SQLite's or Foundation's codes.
  @Test func aFolderThatCannotBeMadeIsSaidInWords() throws {
    let folder = try TemporaryDirectory()
    let blocker = folder.path("file")
    _ = FileManager.default.createFile(atPath: blocker, contents: Data("x".utf8))
    let path = blocker + "/thinkit/todo.sqlite"
    #expect {
      try TodoDatabase(location: .dataDirectoryFile(path)).writer()
    } throws: { error in
      let message = (error as? TodoStoreError)?.description ?? ""
      return message.hasPrefix(path) && !message.contains("NSCocoaErrorDomain")
        && !message.contains("unable to open database file")
    }
    #expect(try FileSnapshot(blocker).bytes == Data("x".utf8))
  }
}
