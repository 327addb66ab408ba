import GRDB
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Tells a damaged file from a disk that failed a read: SQLite reports a read that failed with
/// EIO (a bad sector, a disk going away) as damage, `SQLITE_CORRUPT`, so a file it calls
/// damaged is read whole first, and one that does not read is an input/output error, which the
/// app waits out, not damage, which would stop every write for the session.
///
/// It reads through a descriptor of its own, held from the open to the close: closing any
/// descriptor of a file drops the process's POSIX locks on it, SQLite's included.
final class TodoFileReadCheck: Sendable {
  /// The descriptor held, and the path it was opened at.
  private let held = Mutex<(descriptor: Int32, path: String)?>(nil)
  /// Whether the file behind a descriptor reads whole; tests stand in for the disk.
  private let readsWhole: @Sendable (Int32) -> Bool

  init(readsWhole: @escaping @Sendable (Int32) -> Bool = TodoDatabaseFile.readsWhole) {
    self.readsWhole = readsWhole
  }

  deinit { release() }

  /// Holds a descriptor of the file at `path`, which SQLite has just opened.
  func hold(_ path: String) {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    release()
    guard descriptor >= 0 else { return }
    held.withLock { $0 = (descriptor, path) }
  }

  /// Closes the descriptor: the database is closed, and its locks with it.
  func release() {
    if let released = held.withLock({ held in
      defer { held = nil }
      return held
    }) {
      close(released.descriptor)
    }
  }

  /// `error` as it is, unless SQLite called the file damaged and the file, or its log, does
  /// not read whole: then the read failure it was (`SQLITE_IOERR_READ`). Reads the file.
  func diagnosed(_ error: any Error) -> any Error {
    guard let error = error as? DatabaseError, error.resultCode == .SQLITE_CORRUPT,
      !fileReadsWhole()
    else { return error }
    return DatabaseError(resultCode: .SQLITE_IOERR_READ, message: "disk I/O error")
  }

  /// Whether the file held and its log read whole; true when none is held (a database in
  /// memory, or a file the system would not open again).
  private func fileReadsWhole() -> Bool {
    // Under the lock, so that the descriptor stays open while it is read.
    let (file, path) = held.withLock { held in (held.map { readsWhole($0.descriptor) }, held?.path)
    }
    guard let file, let path else { return true }
    // SQLite holds no lock on the log itself: it may be opened and closed here.
    return file && TodoDatabaseFile.readsWhole(path + "-wal")
  }
}

extension TodoDatabase {
  /// `error`, or the read failure SQLite called damage (see ``TodoFileReadCheck``). Reads the
  /// file when SQLite called it damaged: off the main actor where it can be.
  func diagnosed(_ error: any Error) -> any Error {
    readCheck.diagnosed(error)
  }

  /// Runs `body`, throwing what it throws as ``diagnosed(_:)`` tells it.
  func diagnosing<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch {
      throw diagnosed(error)
    }
  }
}
