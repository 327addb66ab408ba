import Foundation
import GRDB
import Synchronization
import Testing
import ThinKit

@testable import Todo

/// SQLite calls a read the disk failed damage: the file is read whole before it is believed,
/// and a file that does not read is an input/output error, which changes wait out.
@MainActor
@Suite struct TodoFileReadCheckTests {
  private let folder: TemporaryDirectory
  private let path: String
  private let corrupt = DatabaseError(resultCode: .SQLITE_CORRUPT)

  init() throws {
    folder = try TemporaryDirectory()
    path = folder.path("todo.sqlite")
    try Data("SQLite format 3\0".utf8).write(to: URL(fileURLWithPath: path))
  }

  private func code(_ error: any Error) -> ResultCode? {
    (error as? DatabaseError)?.extendedResultCode
  }

  @Test func damageTheFileDoesNotBearOutIsAReadFailure() {
    let reads = Mutex<[Int32]>([])
    let check = TodoFileReadCheck { descriptor in
      reads.withLock { $0.append(descriptor) }
      return false
    }
    #expect(code(check.diagnosed(corrupt)) == .SQLITE_CORRUPT, "nothing held: believed")
    check.hold(path)
    #expect(code(check.diagnosed(corrupt)) == .SQLITE_IOERR_READ)
    #expect(reads.withLock { $0.count } == 1, "read through the descriptor held")
    let full = DatabaseError(resultCode: .SQLITE_FULL)
    #expect(code(check.diagnosed(full)) == .SQLITE_FULL, "only damage is checked")
    #expect(reads.withLock { $0.count } == 1)
    check.release()
    #expect(code(check.diagnosed(corrupt)) == .SQLITE_CORRUPT, "released: nothing to read")
  }

  @Test func damageInAFileThatReadsWholeIsDamage() {
    let check = TodoFileReadCheck()
    check.hold(path)
    #expect(code(check.diagnosed(corrupt)) == .SQLITE_CORRUPT)
  }

  @Test func theDescriptorIsHeldFromTheOpenUntilTheDatabaseCloses() throws {
    let checks = Mutex(0)
    let check = TodoFileReadCheck { descriptor in
      checks.withLock { $0 += 1 }
      return fcntl(descriptor, F_GETFD) != -1
    }
    let store = TodoStore(
      database: TodoDatabase(location: .file(folder.path("held.sqlite")), readCheck: check),
      calendar: .fixed(at: "2025-03-14T12:00:00Z"), clock: ManualClock())
    _ = try store.count()
    #expect(code(check.diagnosed(corrupt)) == .SQLITE_CORRUPT, "open, and it reads")
    #expect(checks.withLock { $0 } == 1)
    try store.database.close()
    _ = check.diagnosed(corrupt)
    #expect(checks.withLock { $0 } == 1, "released with the database: nothing left to read")
  }

  /// A damaged page met while the disk fails reads: said as a failed read, not as damage, and
  /// the file takes writes still.
  @Test func aPageSQLiteCallsDamagedIsAFailedReadWhenTheFileDoesNotRead() throws {
    let database = TodoDatabase(
      location: .file(folder.path("paged.sqlite")), readCheck: TodoFileReadCheck { _ in false })
    let store = TodoStore(
      database: database, calendar: .fixed(at: "2025-03-14T12:00:00Z"), clock: ManualClock())
    defer { try? database.close() }
    #expect(throws: TodoStoreError.failed(reason: TodoStoreError.readFailure)) {
      try store.read { _ in throw self.corrupt }
    }
    #expect(!database.damage.isNoted)
    try store.add(title: "Still written")
    #expect(try store.count() == 1)
  }
}
