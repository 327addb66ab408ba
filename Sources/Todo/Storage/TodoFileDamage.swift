import GRDB
import Synchronization

/// Whether SQLite found a damaged page in the file (`SQLITE_CORRUPT`) since it was opened.
///
/// Once it has, nothing more is written to the file: a write to a damaged b-tree can spread
/// the damage to pages that were intact, and the rows still readable are what a repair
/// (`sqlite3`'s `.recover`) starts from. Reading goes on, around the damaged page.
final class TodoFileDamage: Sendable {
  private let isFound = Mutex(false)

  /// Whether a damaged page was met.
  var isNoted: Bool { isFound.withLock { $0 } }

  /// Notes that a damaged page was met.
  func note() {
    isFound.withLock { $0 = true }
  }

  /// Notes the damage `error` reports, if it is SQLite's.
  func note(_ error: any Error) {
    if let error = error as? DatabaseError, error.resultCode == .SQLITE_CORRUPT { note() }
  }
}
