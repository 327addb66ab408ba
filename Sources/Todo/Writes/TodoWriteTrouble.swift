import GRDB

/// Why a queued write did not commit, and what the queue does about it.
///
/// A lock held elsewhere, and a file that refuses writes for now (a full disk, an input/output
/// error, a file made read-only, a file deleted, moved away or replaced while open, which would
/// lose every change written to it) are waited out: the write stays first in line and is tried
/// again, and so do the ones behind it, in order. A write whose commit was not confirmed (the
/// log's flush to the disk failed) is said as unknown, as SQLite says it: the bytes may be in
/// the log, and a restart would show them. What trying again cannot change (the task is gone,
/// the file is damaged, the value is refused) is given up, and said.
enum TodoWriteTrouble: Equatable {
  /// Another program or connection holds the write lock.
  case busy
  /// The file refused the write for now; `reason` in words ("the disk is full").
  case failing(reason: String)
  /// The commit may or may not be in the file.
  case unknown(reason: String)
  /// Trying again cannot help.
  case permanent(reason: String)

  /// SQLite's extended codes for a failed flush of the log or its folder: the commit's bytes
  /// were written, and may or may not be on the disk.
  private static let unconfirmedFlush: Set<Int32> = [
    1034,  // SQLITE_IOERR_FSYNC
    1290,  // SQLITE_IOERR_DIR_FSYNC
  ]

  init(_ error: any Error) {
    switch error {
    case let error as DatabaseError: self.init(error)
    case TodoStoreError.closed: self = .permanent(reason: "the app was quitting")
    // Not opened yet: the list waits for the lock to go, and so do the writes.
    case TodoStoreError.locked: self = .busy
    case TodoStoreError.tooManyWaiting(let limit):
      self = .permanent(reason: "\(limit) changes were already waiting for the file")
    case is TodoEditError: self = .permanent(reason: "the task was deleted elsewhere")
    case TodoStoreError.moved: self = .failing(reason: "the file was deleted or moved away")
    case TodoStoreError.replaced: self = .failing(reason: "another file took its place")
    case TodoStoreError.madeReadOnly: self = .failing(reason: "the file was made read-only")
    case TodoStoreError.logRemoved:
      self = .failing(reason: "its -wal or -shm was deleted, and another program has the file open")
    case TodoStoreError.logReplaced:
      self = .failing(
        reason: "another program made a new -wal or -shm beside it; quit and start again")
    case TodoStoreError.cannotOpen(_, let reason):
      let sentence = reason.hasSuffix(".") ? String(reason.dropLast()) : reason
      self = .permanent(reason: "the file could not be opened: \(sentence)")
    case TodoStoreError.damaged:
      self = .permanent(reason: "the file is damaged, and nothing more is written to it")
    default: self = .permanent(reason: "an unexpected error")
    }
  }

  init(_ error: DatabaseError) {
    let code = error.extendedResultCode.rawValue
    switch error.resultCode {
    case .SQLITE_BUSY, .SQLITE_LOCKED: self = .busy
    case .SQLITE_IOERR where Self.unconfirmedFlush.contains(code):
      self = .unknown(reason: "the disk did not confirm it was written")
    case .SQLITE_FULL: self = .failing(reason: "the disk is full")
    case .SQLITE_IOERR where FileSizeLimit.codes.contains(code) && FileSizeLimit.isSet:
      self = .failing(reason: FileSizeLimit.reason)
    case .SQLITE_IOERR: self = .failing(reason: "the disk reported an input/output error")
    case .SQLITE_READONLY: self = .failing(reason: "the file can no longer be written")
    case .SQLITE_CANTOPEN: self = .failing(reason: "the file could not be opened again")
    case .SQLITE_PERM, .SQLITE_AUTH: self = .failing(reason: "permission was denied")
    case .SQLITE_NOMEM: self = .failing(reason: "memory ran out")
    case .SQLITE_CORRUPT, .SQLITE_NOTADB:
      self = .permanent(reason: "the file is damaged, and nothing more is written to it")
    case .SQLITE_CONSTRAINT: self = .permanent(reason: "the file refused a value")
    case .SQLITE_MISUSE where error.message?.contains("closed") == true:
      self = .permanent(reason: "the app was quitting")
    default: self = .permanent(reason: "SQLite reported an error (code \(code))")
    }
  }
}

extension TodoWriteTrouble {
  /// Why the write waits, while it is tried again; nil once given up.
  var stall: TodoWriteStall? {
    switch self {
    case .busy: .busy
    case .failing(let reason): .failing(reason: reason)
    case .unknown(let reason): .unknown(reason: reason)
    case .permanent: nil
    }
  }

  /// The trouble in words.
  var reason: String {
    switch self {
    case .busy: "the list was busy in another app"
    case .failing(let reason), .unknown(let reason), .permanent(let reason): reason
    }
  }
}
