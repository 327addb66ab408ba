import GRDB

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TodoDatabase {
  /// The `-wal` log and `-shm` index SQLite opened beside the file (see ``keepLogInPlace(_:)``).
  struct LogFiles: Equatable, Sendable {
    let wal: TodoDatabaseFile.Identity?
    let shm: TodoDatabaseFile.Identity?

    /// The side files of the database at `path` now.
    init(of path: String) {
      wal = TodoDatabaseFile.Identity(of: path + "-wal")
      shm = TodoDatabaseFile.Identity(of: path + "-shm")
    }
  }

  /// Starts a new log when the `-wal` or `-shm` SQLite has open was deleted while the app has
  /// the file open (`rm todo.sqlite-wal`): SQLite would go on committing to a log nobody opens
  /// again, so a kill (or a crash) would lose every change since the last checkpoint, the
  /// tables too on a new file, and another program opening the file would make a new log and
  /// index, and the two would write over each other's commits. Switching the journal mode away
  /// from the log and back copies the log SQLite holds into the file and makes both anew; it
  /// needs the file to itself, and does not wait for another program's lock. An empty `-wal` in
  /// its place (another program opened the file meanwhile, and found nothing to read) counts as
  /// deleted. Any other file in place of either is another program's log or index, which a new
  /// log would delete and this connection's commits would overwrite: nothing more is written.
  func keepLogInPlace(_ db: Database) throws {
    guard let opened = openedLog.withLock({ $0 }) else { return }
    let path = location.path
    let current = LogFiles(of: path)
    guard current != opened else { return }
    // The file itself gone or replaced (the folder deleted, `mv todo.sqlite* elsewhere`): a new
    // log would be made beside nothing; the writes wait for the file (``requireFileInPlace()``).
    guard TodoDatabaseFile.Identity(of: path) == openedFile.withLock({ $0 }) else { return }
    let walIsOthers =
      current.wal != nil && current.wal != opened.wal && !Self.isEmpty(path + "-wal")
    guard !walIsOthers, current.shm == nil || current.shm == opened.shm else {
      throw TodoStoreError.logReplaced(path: path)
    }
    let timeout = try Int.fetchOne(db, sql: "PRAGMA busy_timeout") ?? 0
    try db.execute(sql: "PRAGMA busy_timeout = 0")
    defer { try? db.execute(sql: "PRAGMA busy_timeout = \(timeout)") }
    do {
      _ = try String.fetchOne(db, sql: "PRAGMA journal_mode = DELETE")
      _ = try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL")
      // SQLite makes the new log and index at the first read after the switch.
      _ = try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_master")
    } catch let error as DatabaseError
      where error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED
    {
      throw TodoStoreError.logRemoved(path: path)
    }
    openedLog.withLock { $0 = LogFiles(of: path) }
  }

  private static func isEmpty(_ path: String) -> Bool {
    var status = stat()
    return stat(path, &status) == 0 && status.st_size == 0
  }
}
