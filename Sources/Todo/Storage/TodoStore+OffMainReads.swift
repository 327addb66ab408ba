import GRDB
import Synchronization

extension TodoStore {
  /// Reads as ``read(_:)`` does, without holding the caller's thread: what a screen reads while
  /// it draws (the list's pages). GRDB runs it on the database's own queue and resumes the
  /// caller when it is done, so a slow or failing disk holds neither the main actor nor a
  /// thread of the shared pool (which a few reads stuck on a disk would use up).
  func readOffMain<T: Sendable>(_ value: @escaping @Sendable (Database) throws -> T)
    async throws(TodoStoreError) -> T
  {
    let reader = try database.writer()
    let kept = KeptRead<T>()
    do {
      return try await reader.read { db in
        let read = try value(db)
        kept.keep(read)
        return read
      }
    } catch {
      // As `read(_:)`: a read that went around a damaged page keeps what it read.
      let error = database.diagnosed(error)
      database.damage.note(error)
      if database.damage.isNoted, let read = kept.value { return read }
      throw TodoStoreError(error)
    }
  }
}

/// What a read returned before its transaction's end failed.
private final class KeptRead<T: Sendable>: Sendable {
  private let read = Mutex<T?>(nil)

  var value: T? { read.withLock { $0 } }

  func keep(_ value: T) { read.withLock { $0 = value } }
}
