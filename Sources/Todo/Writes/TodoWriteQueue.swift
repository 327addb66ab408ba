import Foundation
import GRDB
import Synchronization
import ThinKit

/// Runs the screens' writes one after another, in the order they were asked for, off the main
/// actor: a toggle, an add, an edit never make a key wait for the file.
///
/// Each write waits for the file's write lock at most ``busyTimeout`` (the connection's own
/// 10 s is for opening). A write that does not commit for a reason that may pass (a lock held
/// elsewhere, a full disk, an input/output error: see ``TodoWriteTrouble``) stays first in line
/// and is tried again after a pause that doubles up to ``maximumDelay`` (on the injected
/// clock); the writes behind it wait, so that changes are saved in the order asked, and none
/// is given up while the app runs. ``status`` names every change waiting, and every change
/// given up (a task deleted meanwhile, a damaged file). At most ``limit`` writes wait at once:
/// beyond, a write is refused and reported, so that a lock held for hours cannot grow the
/// queue without bound.
final class TodoWriteQueue: Sendable {
  /// How long one try waits for the write lock before it gives the file back and pauses.
  static let busyTimeout = Duration.milliseconds(50)
  /// The first pause after a try that did not commit.
  static let firstDelay = Duration.milliseconds(100)
  /// The longest pause between tries.
  static let maximumDelay = Duration.seconds(2)
  /// The connection's busy timeout outside these writes (see `TodoDatabase`), in milliseconds.
  private static let openingBusyTimeout = 10_000

  /// The most writes that wait at once; far more than a person asks for while a lock is held.
  static let standardLimit = 1_000

  /// The changes not saved yet and what the user is told of them: for the screens.
  let status: TodoWriteStatus
  /// The most writes that wait at once.
  let limit: Int
  private let database: TodoDatabase
  private let clock: any Clock<Duration>
  /// Opens when the last write asked for is done: the next one starts after it. A write waits
  /// at its gate idle to the screen's `WorkTracker` (it may sleep on the clock, retrying).
  private let last = Mutex<TrackedGate?>(nil)
  /// Writes not finished, and the number of the last one asked for.
  private let counts = Mutex((pending: 0, asked: 0))

  init(database: TodoDatabase, clock: any Clock<Duration>, limit: Int = standardLimit) {
    self.database = database
    self.clock = clock
    self.limit = limit
    status = TodoWriteStatus()
  }

  /// Writes not finished yet (waiting for their turn, or tried again).
  var pendingCount: Int { counts.withLock { $0.pending } }

  /// Queues `updates`, the user's `change`, run in one transaction after every write queued
  /// before it. The task returns its result, or throws what made the write give up (which
  /// ``status`` has reported already): with ``limit`` writes waiting,
  /// ``TodoStoreError/tooManyWaiting(limit:)`` at once.
  @MainActor
  @discardableResult
  func enqueue<T: Sendable>(
    _ change: TodoUserChange, task: UUID? = nil,
    _ updates: @escaping @Sendable (Database) throws -> T
  ) -> Task<T, any Error> {
    let number = counts.withLock { counts -> Int? in
      guard counts.pending < limit else { return nil }
      counts.pending += 1
      counts.asked += 1
      return counts.asked
    }
    guard let number else {
      let error = TodoStoreError.tooManyWaiting(limit: limit)
      // Numbered past every change asked: it never was in line.
      let refused = TodoUnsavedChange(number: .max, change: change)
      status.asked(refused)
      status.gaveUp(.max, reason: TodoWriteTrouble(error).reason, error: error)
      return Task { throw error }
    }
    status.asked(TodoUnsavedChange(number: number, change: change, taskID: task))
    return last.withLock { last in
      let previous = last
      let done = TrackedGate()
      last = done
      // Detached: a task made on the main actor would run the write there. Tracked: a test
      // knows when it is saved, or waits for the clock to try again.
      return Task.trackedDetached("a write to the list") { [self] () async throws -> T in
        await previous?.wait()
        defer { finished(letting: done) }
        return try await run(number, updates)
      }
    }
  }

  /// Counts a write as finished and lets the next one start. Not inlined into the write's
  /// task: in an optimized build the task's lock used a thread id read before its `await`, on
  /// another thread, and the Mutex trapped on unlock ("Call to unlock Mutex on a thread which
  /// hasn't acquired the lock"; seen in the Todo benchmarks, Swift 6.3.1, Linux).
  @inline(never)
  private func finished(letting next: TrackedGate) {
    counts.withLock { $0.pending -= 1 }
    next.open()
  }

  /// Waits until every write queued so far has finished, saved or given up.
  func waitUntilIdle() async {
    await last.withLock { $0 }?.wait()
  }

  /// Waits as ``waitUntilIdle()`` does, at most `timeout` of `clock`; the writes go on.
  func waitUntilIdle(within timeout: Duration, clock: any Clock<Duration>) async {
    // Raced as tracked work: a test sees the wait idle while the writes and the clock are.
    await firstResult(of: [
      { @Sendable [self] in await waitUntilIdle() },
      { @Sendable in _ = try? await clock.sleep(for: timeout) },
    ])
  }

  /// Tries `updates` until it commits, or until trying again cannot help.
  private func run<T: Sendable>(
    _ number: Int, _ updates: @escaping @Sendable (Database) throws -> T
  ) async throws -> T {
    var delay = Self.firstDelay
    while true {
      do {
        let result = try attempt(updates)
        await status.saved(number)
        return result
      } catch {
        let trouble = TodoWriteTrouble(error)
        guard let stall = trouble.stall else {
          await status.gaveUp(number, reason: trouble.reason, error: error)
          // SQLite's errors in words; what the write itself threw (a task gone) as it is.
          throw error is DatabaseError ? TodoStoreError(error) : error
        }
        await status.stalled(stall)
        do {
          try await clock.sleep(for: delay)
        } catch {
          await status.gaveUp(number, reason: "the app was quitting", error: error)
          throw error
        }
        delay = min(delay * 2, Self.maximumDelay)
      }
    }
  }

  /// One try, in an immediate transaction: the lock is taken (or found held) before any change.
  private func attempt<T: Sendable>(_ updates: (Database) throws -> T) throws -> T {
    let writer = try database.writer()
    guard !database.damage.isNoted else {
      throw TodoStoreError.damaged(path: database.location.path)
    }
    try database.requireFileInPlace()
    do {
      return try write(updates, with: writer)
    } catch {
      let error = database.diagnosed(error)
      database.damage.note(error)
      throw error
    }
  }

  private func write<T: Sendable>(
    _ updates: (Database) throws -> T, with writer: any DatabaseWriter
  ) throws -> T {
    try writer.writeWithoutTransaction { db in
      try Self.withShortBusyTimeout(db) {
        try database.keepLogInPlace(db)
        var result: T?
        try db.inTransaction(.immediate) {
          result = try updates(db)
          return .commit
        }
        return result!
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
}
