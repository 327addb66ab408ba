import GRDB
import Synchronization

/// Runs the screens' writes one after another, in the order they were asked for, off the main
/// actor: a toggle, an add, an edit never make a key wait for the file.
///
/// Each write waits for the file's write lock at most ``busyTimeout`` (the connection's own
/// 10 s is for opening). While another process or connection holds the lock, the write is
/// tried again after a pause that doubles up to ``maximumDelay`` (on the injected clock), and
/// ``status`` says so; it is never given up while the app runs. Later writes wait behind it, so
/// a burst of adds is saved in order. A write that fails otherwise (a full disk, a task deleted
/// meanwhile) is reported through ``status`` too: the screen that asked may be gone by then.
/// At most ``limit`` writes wait at once: beyond, a write is refused and reported, so that a
/// lock held for hours cannot grow the queue without bound.
final class TodoWriteQueue: Sendable {
  /// How long one try waits for the write lock before it gives the file back and pauses.
  static let busyTimeout = Duration.milliseconds(50)
  /// The first pause after a try found the file locked.
  static let firstDelay = Duration.milliseconds(100)
  /// The longest pause between tries.
  static let maximumDelay = Duration.seconds(2)
  /// The connection's busy timeout outside these writes (see `TodoDatabase`), in milliseconds.
  private static let openingBusyTimeout = 10_000

  /// The most writes that wait at once; far more than a person asks for while a lock is held.
  static let standardLimit = 1_000

  /// Whether a write waits for the lock, and what failed: for the screens to show.
  let status: TodoWriteStatus
  /// The most writes that wait at once.
  let limit: Int
  private let database: TodoDatabase
  private let clock: any Clock<Duration>
  /// The last write asked for: the next one starts after it.
  private let last = Mutex<Task<Void, Never>?>(nil)
  private let pending = Mutex(0)

  init(database: TodoDatabase, clock: any Clock<Duration>, limit: Int = standardLimit) {
    self.database = database
    self.clock = clock
    self.limit = limit
    status = TodoWriteStatus()
  }

  /// Writes not finished yet (waiting for their turn, or for the lock).
  var pendingCount: Int { pending.withLock { $0 } }

  /// Queues `updates`, run in one transaction after every write queued before it. The task
  /// returns its result, or throws what failed (which ``status`` has reported already): with
  /// ``limit`` writes waiting, ``TodoStoreError/tooManyWaiting(limit:)`` at once.
  @discardableResult
  func enqueue<T: Sendable>(_ updates: @escaping @Sendable (Database) throws -> T) -> Task<
    T, any Error
  > {
    last.withLock { last in
      let isFull = pending.withLock { pending in
        guard pending < limit else { return true }
        pending += 1
        return false
      }
      if isFull {
        return Task.detached { [self, limit] () async throws -> T in
          let error = TodoStoreError.tooManyWaiting(limit: limit)
          await status.report(error)
          throw error
        }
      }
      let previous = last
      // Detached: a task made on the main actor would run the write there.
      let write = Task.detached { [self] () async throws -> T in
        await previous?.value
        defer { pending.withLock { $0 -= 1 } }
        do {
          return try await run(updates)
        } catch {
          await status.report(error)
          throw error
        }
      }
      last = Task.detached { _ = await write.result }
      return write
    }
  }

  /// Waits until every write queued so far has finished, saved or failed.
  func waitUntilIdle() async {
    await last.withLock { $0 }?.value
  }

  /// Waits as ``waitUntilIdle()`` does, at most `timeout` of `clock`; the writes go on.
  func waitUntilIdle(within timeout: Duration, clock: any Clock<Duration>) async {
    // A task's value cannot be given up on: whichever ends first resumes, once.
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let waiter = ResumeOnce(continuation)
      Task.detached { [self] in
        await waitUntilIdle()
        waiter.resume()
      }
      Task.detached {
        try? await clock.sleep(for: timeout)
        waiter.resume()
      }
    }
  }

  /// Tries `updates` until it commits: each try waits for the lock at most ``busyTimeout``.
  private func run<T: Sendable>(_ updates: @escaping @Sendable (Database) throws -> T)
    async throws -> T
  {
    var delay = Self.firstDelay
    var isWaiting = false
    while true {
      do {
        let result = try await database.writer().writeWithoutTransaction { db in
          try Self.withShortBusyTimeout(db) {
            var result: T?
            // Immediate: the lock is taken (or found held) at the start, before any change.
            try db.inTransaction(.immediate) {
              result = try updates(db)
              return .commit
            }
            return result!
          }
        }
        if isWaiting { await status.setWaitingForLock(false) }
        return result
      } catch let error as DatabaseError where Self.isLocked(error) {
        if !isWaiting {
          isWaiting = true
          await status.setWaitingForLock(true)
        }
        try await clock.sleep(for: delay)
        delay = min(delay * 2, Self.maximumDelay)
      } catch {
        if isWaiting { await status.setWaitingForLock(false) }
        // SQLite's errors in words; what the write itself threw (a task gone) as it is.
        throw error is DatabaseError ? TodoStoreError(error) : error
      }
    }
  }

  private static func withShortBusyTimeout<T>(_ db: Database, _ body: () throws -> T) throws -> T {
    let milliseconds =
      busyTimeout.components.seconds * 1000
      + busyTimeout.components.attoseconds / 1_000_000_000_000_000
    try db.execute(sql: "PRAGMA busy_timeout = \(milliseconds)")
    defer { try? db.execute(sql: "PRAGMA busy_timeout = \(openingBusyTimeout)") }
    return try body()
  }

  private static func isLocked(_ error: DatabaseError) -> Bool {
    error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED
  }
}

/// A continuation resumed by the first of several callers, once.
private final class ResumeOnce: Sendable {
  private let continuation: Mutex<CheckedContinuation<Void, Never>?>

  init(_ continuation: CheckedContinuation<Void, Never>) {
    self.continuation = Mutex(continuation)
  }

  func resume() {
    continuation.withLock { continuation in
      continuation?.resume()
      continuation = nil
    }
  }
}
