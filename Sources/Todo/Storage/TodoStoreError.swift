import ThinKit

/// Why the task list could not be opened or changed. Each case says what happened to the
/// file: a file that is refused is always left as it was, with nothing created beside it.
public enum TodoStoreError: Error, Equatable, UserPresentableError, CustomStringConvertible {
  /// The file is not a SQLite database (another kind of file, or damaged).
  case notADatabase(path: String)
  /// The file is a SQLite database that belongs to another application.
  case foreignDatabase(path: String)
  /// The file was written by a newer version of the app, with migrations this one lacks.
  case newerSchema(path: String, unknownMigrations: [String])
  /// A file of ours whose tables another program changed: `missing` says what is gone.
  case alteredSchema(path: String, missing: String)
  /// The file's folder does not exist, and is not the app's to make: nothing was created.
  case missingFolder(path: String, folder: String)
  /// The path names something that is not a regular file: a directory, a named pipe, a device.
  case notARegularFile(path: String, kind: String)
  /// The file may be read but not written: the app does not open what it could not save to.
  case readOnly(path: String)
  /// The file, or the folder it is (or would be) in, may not be used by this user.
  case permissionDenied(path: String, what: String)
  /// The file could not be opened or created (a folder that cannot be made, an empty path).
  case cannotOpen(path: String, reason: String)
  /// Another program holds a lock on the file that stops even reading it (a transaction in
  /// rollback-journal mode, as `sqlite3`'s `BEGIN EXCLUSIVE` makes): not opened yet.
  case locked(path: String)
  /// A title longer than the store keeps.
  case titleTooLong(length: Int, limit: Int)
  /// The database was closed (the app is quitting): nothing more is read or written.
  case closed
  /// The item is gone (deleted meanwhile, here or elsewhere).
  case itemNotFound
  /// So many changes wait for the file (locked by another program) that this one was refused.
  case tooManyWaiting(limit: Int)
  /// A read or write failed after the file was open.
  case failed(reason: String)
  /// SQLite met a damaged page in the file: nothing more is written to it (see
  /// `TodoFileDamage`).
  case damaged(path: String)
  /// The file was deleted or moved away while the app had it open: nothing is written until
  /// the path names it again.
  case moved(path: String)
  /// Another file took its place while the app had it open: nothing is written to either.
  case replaced(path: String)
  /// The file was made read-only while the app had it open: nothing is written until it may
  /// be written again.
  case madeReadOnly(path: String)
  /// The `-wal` or `-shm` beside the file was deleted while the app had it open, and another
  /// program has the file open too: nothing is written until a new log can be started.
  case logRemoved(path: String)
  /// Another program made a new `-wal` or `-shm` beside the file while the app had it open:
  /// nothing more is written, which would overwrite what that program writes.
  case logReplaced(path: String)
  /// Quitting could not copy the write-ahead log into the file (`reason`): SQLite keeps the
  /// `-wal` and `-shm` files beside it, and the next open replays them.
  case logKept(path: String, reason: String)

  public var description: String {
    switch self {
    case .notADatabase(let path):
      "\(path) is not a SQLite database (or is damaged); it was left untouched."
    case .foreignDatabase(let path):
      "\(path) belongs to another application; it was left untouched."
    case .newerSchema(let path, let migrations):
      "\(path) was written by a newer version of this app (unknown migrations: "
        + migrations.joined(separator: ", ") + "); it was left untouched."
    case .alteredSchema(let path, let missing):
      "\(path) was changed by another program: \(missing) is missing; it was left untouched."
    case .missingFolder(let path, let folder):
      "\(path) could not be opened: the folder \(folder) does not exist; nothing was created."
    case .notARegularFile(let path, let kind):
      "\(path) is \(kind), not a regular file; it was left untouched."
    case .readOnly(let path):
      "\(path) is read-only; it was left untouched."
    case .permissionDenied(let path, let what):
      "\(path) could not be opened: permission denied (\(what)); it was left untouched."
    case .cannotOpen(let path, let reason):
      "\(path) could not be opened: \(reason)"
    case .locked(let path):
      "\(path) is locked by another program (a transaction it keeps open, as sqlite3's BEGIN "
        + "does), which stops even reading it."
    case .titleTooLong(let length, let limit):
      "A title can be at most \(limit) characters long; this one has \(length)."
    case .closed:
      "The task list is closed."
    case .itemNotFound:
      "This task no longer exists."
    case .tooManyWaiting(let limit):
      "\(limit) changes are already waiting for the file, which another app holds; this one "
        + "was not saved."
    case .failed(let reason):
      "The task list could not be read or saved: \(reason)"
    case .damaged(let path):
      "\(path) is damaged: nothing more is saved to it, so that what it holds is not made "
        + "worse. Quit, copy it, and repair the copy (sqlite3's .recover)."
    case .moved(let path):
      "\(path) was deleted or moved away while the app had it open; nothing is saved until "
        + "it is back."
    case .replaced(let path):
      "Another file took the place of \(path) while the app had it open; nothing is saved to "
        + "either until the file opened is back."
    case .madeReadOnly(let path):
      "\(path) was made read-only while the app had it open; nothing is saved until it may be "
        + "written again."
    case .logRemoved(let path):
      "\(path)-wal or -shm was deleted while the app had the file open; nothing is saved until "
        + "a new one can be started, once no other program has the file open."
    case .logReplaced(let path):
      "Another program made a new \(path)-wal or -shm while the app had the file open; nothing "
        + "more is saved to it: quit, and start the app again."
    case .logKept(let path, let reason):
      "\(path)-wal could not be copied into \(path): \(reason) SQLite keeps it and "
        + "\(path)-shm beside the file, and the next start replays them; nothing is lost."
    }
  }

  public var userReadableMessage: String { description }
}
