import Foundation
import GRDB
import Synchronization

/// The task list's SQLite database: opened on first use, checked before anything is written,
/// then migrated.
///
/// Opening is lazy so that building the container (and validating it) touches no file; the
/// launch's "Database" step opens it. A file is refused, and left exactly as
/// it was, when it is not a SQLite database, holds another app's tables, or has migrations this
/// version does not know. Files use write-ahead logging: a transaction is in the file once it
/// commits, so killing the process loses nothing committed.
public final class TodoDatabase: Sendable {
  public let location: TodoDatabaseLocation
  private let openWriter = Mutex<(any DatabaseWriter)?>(nil)

  public init(location: TodoDatabaseLocation) {
    self.location = location
  }

  /// The open database, opening it first if needed. A failed open is tried again next time.
  public func writer() throws(TodoStoreError) -> any DatabaseWriter {
    try openWriter.withLock { (writer) throws(TodoStoreError) -> any DatabaseWriter in
      if let writer { return writer }
      let opened = try Self.open(location)
      writer = opened
      return opened
    }
  }

  private static func open(_ location: TodoDatabaseLocation) throws(TodoStoreError)
    -> any DatabaseWriter
  {
    let path = location.path
    do {
      let writer: any DatabaseWriter
      if case .inMemory = location {
        writer = try DatabaseQueue()
      } else {
        try inspectExistingFile(at: path)
        if case .dataDirectoryFile = location {
          try FileManager.default.createDirectory(
            atPath: folder(of: path), withIntermediateDirectories: true)
        } else {
          try requireFolder(of: path)
        }
        writer = try DatabasePool(path: path, configuration: sharedFileConfiguration)
      }
      try migrate(writer)
      return writer
    } catch let error as TodoStoreError {
      throw error
    } catch let error as DatabaseError where error.isNotADatabase {
      throw .notADatabase(path: path)
    } catch let error as DatabaseError {
      throw .cannotOpen(path: path, reason: error.message ?? error.description)
    } catch {
      throw .cannotOpen(path: path, reason: error.localizedDescription)
    }
  }

  private static func folder(of path: String) -> String {
    let folder = (path as NSString).deletingLastPathComponent
    return folder.isEmpty ? "." : folder
  }

  /// Refuses a path whose folder is missing, before SQLite is asked: a path someone chose
  /// makes no folders. A folder that is something else (a file) is left to SQLite's error.
  private static func requireFolder(of path: String) throws(TodoStoreError) {
    let folder = folder(of: path)
    guard FileManager.default.fileExists(atPath: folder) else {
      throw .missingFolder(path: path, folder: folder)
    }
  }

  /// Another process (a second `demo todo`) may use the file: wait for its write to end rather
  /// than fail at once.
  private static var sharedFileConfiguration: Configuration {
    var configuration = Configuration()
    configuration.busyMode = .timeout(10)
    return configuration
  }

  /// Applies the migrations. Two processes opening a new file at once may both decide to
  /// migrate it; the second then fails, and is fine if the schema is complete.
  private static func migrate(_ writer: any DatabaseWriter) throws {
    let migrator = TodoSchema.migrator
    do {
      try migrator.migrate(writer)
    } catch {
      guard try writer.read({ try migrator.hasCompletedMigrations($0) }) else { throw error }
    }
  }

  /// Refuses a file the app must not write to, reading it only: not SQLite, another app's
  /// database, or a newer schema. A missing or empty file is a new database.
  ///
  /// Reading a file in write-ahead-log mode makes its `-wal` and `-shm` files. With no `-wal`
  /// beforehand, nobody has the file open and nothing is pending: the check then reads through
  /// a connection allowed to write, because SQLite removes those files when the last such
  /// connection closes (having nothing to copy into the file, it leaves the file's bytes as
  /// they were); a read-only one would leave them behind. An existing `-wal` belongs to
  /// another process, or holds what a crashed one committed: a read-only connection neither
  /// copies it into the file nor removes it.
  private static func inspectExistingFile(at path: String) throws {
    guard let handle = FileHandle(forReadingAtPath: path) else { return }
    let header = try handle.read(upToCount: 16) ?? Data()
    try handle.close()
    guard !header.isEmpty else { return }
    guard header == Data("SQLite format 3\0".utf8) else {
      throw TodoStoreError.notADatabase(path: path)
    }

    var configuration = sharedFileConfiguration
    configuration.readonly = FileManager.default.fileExists(atPath: path + "-wal")
    let reader = try DatabaseQueue(path: path, configuration: configuration)
    defer { try? reader.close() }
    try reader.read { db in
      let migrator = TodoSchema.migrator
      guard try db.tableExists("grdb_migrations") else {
        let tables = try Int.fetchOne(
          db, sql: "SELECT COUNT(*) FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'")
        if tables ?? 0 > 0 { throw TodoStoreError.foreignDatabase(path: path) }
        return
      }
      if try migrator.hasBeenSuperseded(db) {
        let known = Set(migrator.migrations)
        let unknown = try migrator.appliedIdentifiers(db).filter { !known.contains($0) }.sorted()
        throw TodoStoreError.newerSchema(path: path, unknownMigrations: unknown)
      }
    }
  }
}

extension DatabaseError {
  /// SQLite says the bytes are not a database, or a damaged one.
  var isNotADatabase: Bool {
    resultCode == .SQLITE_NOTADB || resultCode == .SQLITE_CORRUPT
  }
}
