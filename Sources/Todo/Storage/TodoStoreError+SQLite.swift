import Foundation
import GRDB

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TodoStoreError {
  /// A failure of GRDB or SQLite after the database was opened.
  init(_ error: any Error) {
    if let error = error as? TodoStoreError {
      self = error
    } else if let error = error as? DatabaseError {
      // In words: SQLite's own message and GRDB's description can quote the SQL and a row.
      self = .failed(reason: Self.words(for: error, at: nil))
    } else {
      self = .failed(reason: "an unexpected error.")
    }
  }

  /// A failure of SQLite while opening `path`, in words rather than SQLite's own
  /// ("unable to open database file").
  init(opening path: String, _ error: DatabaseError) {
    // SQLite says "unable to open" alike for a full disk, a missing folder and a refusal.
    if error.resultCode == .SQLITE_CANTOPEN,
      let refusal = TodoDatabaseFile.permissionRefusal(of: path)
    {
      self = refusal
      return
    }
    switch error.resultCode {
    case .SQLITE_READONLY where error.extendedResultCode.rawValue == 776:  // _ROLLBACK
      self = .cannotOpen(
        path: path,
        reason: "a program that stopped left an unfinished transaction in \(path)-journal, "
          + "which only a program allowed to change the file can roll back; it was left "
          + "untouched.")
    // SQLite reports a read that failed with EIO (a bad sector) as damage: the file may be
    // intact, so it is read whole here before it is called damaged.
    case .SQLITE_NOTADB,
      .SQLITE_CORRUPT where !TodoDatabaseFile.readsWhole(path):
      self = .cannotOpen(path: path, reason: Self.readFailure + " It was left untouched.")
    case .SQLITE_NOTADB, .SQLITE_CORRUPT: self = .notADatabase(path: path)
    case .SQLITE_READONLY: self = .readOnly(path: path)
    case .SQLITE_PERM, .SQLITE_AUTH: self = .permissionDenied(path: path, what: "SQLite refused")
    case .SQLITE_BUSY, .SQLITE_LOCKED: self = .locked(path: path)
    case .SQLITE_CANTOPEN where !Self.isDiskFull(at: path):
      self = .cannotOpen(
        path: path, reason: "SQLite could not open it or make its journal beside it.")
    default: self = .cannotOpen(path: path, reason: Self.words(for: error, at: path))
    }
  }

  /// A read of the file that failed, in words.
  static let readFailure =
    "reading the file failed (an input/output error); the file itself may be intact."

  /// What went wrong, in words; `path` (the database's) tells a full disk from another
  /// input/output error, which SQLite reports alike when making the `-shm` file fails.
  static func words(for error: DatabaseError, at path: String?) -> String {
    if let path, [.SQLITE_FULL, .SQLITE_IOERR, .SQLITE_CANTOPEN].contains(error.resultCode),
      isDiskFull(at: path)
    {
      return "the disk is full."
    }
    switch error.extendedResultCode.rawValue {
    case 266, 522:  // SQLITE_IOERR_READ, SQLITE_IOERR_SHORT_READ
      return readFailure
    case let code where FileSizeLimit.codes.contains(code) && FileSizeLimit.isSet:
      return FileSizeLimit.reason + "."
    default: break
    }
    switch error.resultCode {
    case .SQLITE_CONSTRAINT: return "the file refused a value it does not accept."
    case .SQLITE_BUSY, .SQLITE_LOCKED: return "another program kept the file locked."
    case .SQLITE_READONLY: return "the file is read-only."
    case .SQLITE_FULL: return "the disk is full."
    case .SQLITE_IOERR: return "the disk reported an input/output error."
    case .SQLITE_NOTADB, .SQLITE_CORRUPT: return "the file is damaged."
    case .SQLITE_MISUSE where error.message?.contains("closed") == true:
      return "the file is closed."
    default: return "SQLite reported an error (code \(error.extendedResultCode.rawValue))."
    }
  }

  /// Whether the file system that holds `path` has less room left for this user than SQLite
  /// needs to make a `-shm` file and grow its log (64 KiB).
  static func isDiskFull(at path: String) -> Bool {
    var status = statvfs()
    guard statvfs(TodoDatabaseFile.folder(of: path), &status) == 0 else { return false }
    return UInt64(status.f_bavail) * UInt64(status.f_frsize) < 65_536
  }
}
