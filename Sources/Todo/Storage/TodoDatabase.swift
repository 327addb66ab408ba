import Foundation
import GRDB
import Synchronization

/// The task list's SQLite database: opened on first use, checked before anything is written,
/// then migrated; closed whole when the app quits.
///
/// Opening is lazy so that building the container (and validating it) touches no file; the
/// launch's "Database" step opens it. A path is refused, and left exactly as it was with
/// nothing created beside it, when it is not a regular file, may not be read and written,
/// is not a SQLite database, belongs to another application, or has migrations this version
/// does not know (see ``TodoDatabaseFile``). Files use write-ahead logging: a transaction is in
/// the file once it commits, so killing the process loses nothing committed. ``close()`` copies
/// the log into the file, so that a clean exit leaves only the file.
public final class TodoDatabase: Sendable {
  public let location: TodoDatabaseLocation
  /// Whether a damaged page was met: then nothing more is written (see ``TodoFileDamage``).
  let damage = TodoFileDamage()
  /// Tells that damage from a read the disk failed (see ``TodoFileReadCheck``).
  let readCheck: TodoFileReadCheck
  let state = Mutex<State>(.notOpen)
  /// The file opened, for a file location (see ``requireFileInPlace()``).
  let openedFile = Mutex<TodoDatabaseFile.Identity?>(nil)
  /// Its log and index as opened (see ``keepLogInPlace(_:)``).
  let openedLog = Mutex<LogFiles?>(nil)

  enum State {
    case notOpen
    /// Another program's lock stopped the open (``openUnlessLocked()``); with the refusal once
    /// the wait ended (``openWhenUnlocked(within:clock:)``): nothing tries the file again.
    case waitingForLock(refusal: TodoStoreError?)
    case open(any DatabaseWriter)
    case closed
  }

  public convenience init(location: TodoDatabaseLocation) {
    self.init(location: location, readCheck: TodoFileReadCheck())
  }

  init(location: TodoDatabaseLocation, readCheck: TodoFileReadCheck) {
    (self.location, self.readCheck) = (location, readCheck)
  }

  /// The open database, opening it first if needed. A failed open is tried again next time;
  /// after ``close()`` it throws ``TodoStoreError/closed``; while another program's lock keeps
  /// the file from opening (``isWaitingForLock``), ``TodoStoreError/locked(path:)``, at once.
  public func writer() throws(TodoStoreError) -> any DatabaseWriter {
    try opened(waitingForLocks: true)
  }

  /// Whether another program's lock kept the file from opening, and nothing opened it since.
  public var isWaitingForLock: Bool {
    state.withLock { if case .waitingForLock = $0 { true } else { false } }
  }

  /// The open database, opening it first if needed: waiting up to 10 s for another program's
  /// lock, or (not `waitingForLocks`) not at all, and then noting that the file waits for it.
  func opened(waitingForLocks waits: Bool) throws(TodoStoreError) -> any DatabaseWriter {
    try state.withLock { (state) throws(TodoStoreError) -> any DatabaseWriter in
      switch state {
      case .open(let writer): return writer
      case .closed: throw .closed
      case .waitingForLock(let refusal?): throw refusal
      case .waitingForLock where waits: throw .locked(path: location.path)
      case .notOpen, .waitingForLock:
        let opened: any DatabaseWriter
        do throws(TodoStoreError) {
          opened = try Self.open(location, waitsForLocks: waits)
        } catch {
          if case .locked = error, !waits { state = .waitingForLock(refusal: nil) }
          throw error
        }
        state = .open(opened)
        if location != .inMemory {
          openedFile.withLock { $0 = TodoDatabaseFile.Identity(of: location.path) }
          openedLog.withLock { $0 = LogFiles(of: location.path) }
          readCheck.hold(location.path)
        }
        return opened
      }
    }
  }

  /// Copies everything the write-ahead log holds into the file (`PRAGMA wal_checkpoint(TRUNCATE)`)
  /// and closes every connection, so that no `-wal` or `-shm` file stays beside it; nothing is
  /// read or written after this, and a file never opened is left alone.
  ///
  /// Another process that has the file open keeps the log's end, and SQLite keeps both files
  /// while it does: not an error. A copy that fails otherwise (a full disk) throws
  /// ``TodoStoreError/logKept(path:reason:)``: the next open replays the log SQLite keeps, so
  /// nothing is lost, but the user is told why the files stay.
  public func close() throws(TodoStoreError) {
    let (writer, wasLocked) = state.withLock { state -> ((any DatabaseWriter)?, Bool) in
      defer { state = .closed }
      switch state {
      case .open(let writer): return (writer, false)
      case .waitingForLock: return (nil, true)
      case .notOpen, .closed: return (nil, false)
      }
    }
    if wasLocked {
      // The run never read the file: its exit says why, as a refusal at launch would.
      throw .cannotOpen(
        path: location.path,
        reason: "another program kept it locked while the app ran; nothing was read or written.")
    }
    guard let writer else { return }
    var checkpointFailure: DatabaseError?
    if location != .inMemory {
      do {
        try writer.writeWithoutTransaction { db in
          // Quitting does not wait for another program's reads.
          try db.execute(sql: "PRAGMA busy_timeout = 100")
          _ = try db.checkpoint(.truncate)
        }
      } catch let error as DatabaseError where error.resultCode != .SQLITE_BUSY {
        checkpointFailure = error
      } catch {}
    }
    do {
      // The one connection, allowed to write, closes last: SQLite removes `-wal` and `-shm`.
      try writer.close()
    } catch {
      throw TodoStoreError(error)
    }
    readCheck.release()
    if let checkpointFailure, FileManager.default.fileExists(atPath: location.path + "-wal") {
      throw .logKept(
        path: location.path, reason: TodoStoreError.words(for: checkpointFailure, at: location.path)
      )
    }
  }

  private static func open(_ location: TodoDatabaseLocation, waitsForLocks: Bool)
    throws(TodoStoreError) -> any DatabaseWriter
  {
    let path = location.path
    do {
      let writer: any DatabaseWriter
      if case .inMemory = location {
        writer = try DatabaseQueue()
        try migrate(writer)
      } else {
        let sideFiles = TodoDatabaseFile.SideFiles(of: path)
        do {
          try check(location, waitsForLocks: waitsForLocks)
          writer = try DatabaseQueue(
            path: path, configuration: fileConfiguration(waitsForLocks: waitsForLocks))
          try useWriteAheadLog(writer)
          try migrate(writer)
          // Again, for a new file another opener was making at the first try.
          try useWriteAheadLog(writer)
          if !waitsForLocks {
            try writer.writeWithoutTransaction { db in
              try db.execute(sql: "PRAGMA busy_timeout = \(Int(lockWait * 1000))")
            }
          }
        } catch {
          // A refusal leaves nothing beside the file: not the empty log and the index a
          // failed open or check made (on a full disk).
          sideFiles.removeMadeSince()
          throw error
        }
      }
      return writer
    } catch let error as TodoStoreError {
      throw error
    } catch let error as DatabaseError {
      throw TodoStoreError(opening: path, error)
    } catch {
      // Not a SQLite error nor one of ours: no description of it is meant for a person.
      throw .cannotOpen(path: path, reason: "an unexpected error occurred.")
    }
  }

  /// Every check a file passes before it is opened for writing, in an order that never blocks
  /// (a pipe is refused before anything opens it) and never writes.
  private static func check(_ location: TodoDatabaseLocation, waitsForLocks: Bool) throws {
    let path = location.path
    guard !path.isEmpty else {
      throw TodoStoreError.cannotOpen(path: "\"\"", reason: "the path is empty.")
    }
    switch try TodoDatabaseFile.kind(of: path) {
    case .missing:
      if case .dataDirectoryFile = location { try TodoDatabaseFile.makeFolders(of: path) }
      try TodoDatabaseFile.requireWritableFolder(of: path)
    case .regularFile(let mode):
      let header = try TodoDatabaseFile.header(of: path)
      try TodoDatabaseFile.requireReadableAndWritable(path, mode: mode)
      try TodoDatabaseFile.requireWritableSideFiles(of: path)
      try TodoDatabaseFile.requireWritableFolder(of: path)
      if header != .empty {
        try inspectSchema(
          at: path, isOurs: header == .database(applicationID: TodoDatabaseFile.applicationID),
          waitsForLocks: waitsForLocks)
      }
    }
  }

  /// Puts a new file in write-ahead-log mode (SQLite keeps the mode in the file); a file
  /// already in it is only read. The switch needs the file to itself and does not wait: while
  /// another opener is making the same new file, it fails, and that opener (or the next) does it.
  ///
  /// One connection rather than GRDB's `DatabasePool`: a pool writes to every file it opens
  /// without a `-wal` (it makes and drops a table, to have a log for its read-only readers), so
  /// opening and quitting would change an up-to-date file; and a pool's readers close last,
  /// read-only, so SQLite would leave the `-wal` and `-shm` behind.
  private static func useWriteAheadLog(_ writer: any DatabaseWriter) throws {
    try writer.writeWithoutTransaction { db in
      guard try String.fetchOne(db, sql: "PRAGMA journal_mode") != "wal" else { return }
      do {
        _ = try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL")
      } catch let error as DatabaseError
        where error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED
      {
        return
      }
    }
  }

  /// How long a connection waits for another program's lock, in seconds.
  static let lockWait: TimeInterval = 10

  /// Another process (a second `demo todo`) may use the file: wait for its write to end rather
  /// than fail at once, unless the opener must not wait (`waitsForLocks` false: it fails at
  /// once, and the connection waits as usual once open).
  static func fileConfiguration(waitsForLocks: Bool) -> Configuration {
    var configuration = Configuration()
    configuration.busyMode = waitsForLocks ? .timeout(lockWait) : .immediateError
    return configuration
  }

  /// Applies the migrations this file lacks; an up-to-date file is only read. Openers racing
  /// on a new file retry when another made a step first (its table exists) or rolled its own
  /// back (a table gone): each failed try follows such a commit or rollback, three a step.
  private static func migrate(_ writer: any DatabaseWriter) throws {
    let migrator = TodoSchema.migrator
    let attempts = 3 * (migrator.migrations.count + 1)
    for attempt in 1...attempts {
      do {
        if try writer.read({ try migrator.hasCompletedMigrations($0) }) { return }
        try migrator.migrate(writer)
        return
      } catch  where attempt < attempts {
        continue
      }
    }
  }
}
