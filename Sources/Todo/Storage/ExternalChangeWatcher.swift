import GRDB
import Synchronization
import ThinKit

/// Lets observations see commits made to the file by other processes (another `demo todo`,
/// `sqlite3`), which GRDB cannot see: when the file or its log is written (``DatabaseFileEvents``),
/// it reads SQLite's `PRAGMA data_version` on the writer's connection, and when another
/// connection has committed, tells GRDB that the items changed, so that every observation
/// fetches again.
///
/// Idle, it never wakes. A write is checked a ``settle`` later (inotify reports the log's write
/// a moment before SQLite marks the commit visible), and once more an ``interval`` after that,
/// for a commit that took longer; writes in between wait for that second check, so a burst
/// costs at most two checks per interval, and a commit shows within one. A check that fails (a
/// disk that fails reads for a while) is tried again each ``interval`` until one succeeds.
/// Where there are no file events (macOS, or no inotify watch left) it checks every
/// ``interval`` instead. Time is the injected clock's.
///
/// It watches from the first ``start()`` until it is released or the database closes. An
/// in-memory database has no other connections, so nothing is watched there. Its task is
/// tracked work (started where a screen starts it), idle while it waits for a file event or
/// the clock.
final class ExternalChangeWatcher: Sendable {
  /// The shortest time between two checks after a write, and the polling period without file
  /// events.
  let interval: Duration
  /// How long after a write's event the first check waits: the event comes when the log is
  /// written, a moment before SQLite marks the commit visible.
  let settle: Duration
  private let database: TodoDatabase
  let clock: any Clock<Duration>
  private let events: @Sendable (String) -> TrackedStream<Void>?
  private let dataVersion: @Sendable (any DatabaseWriter) throws -> Int?
  private let task = Mutex<Task<Void, Never>?>(nil)
  private let checks = Mutex(0)

  /// A watcher of `database`; `events` gives the signals of writes to a file (inotify by
  /// default; nil: poll), `dataVersion` reads SQLite's (tests make it fail).
  init(
    database: TodoDatabase, clock: any Clock<Duration>, interval: Duration = .milliseconds(500),
    settle: Duration = .milliseconds(50),
    events: @escaping @Sendable (String) -> TrackedStream<Void>? = DatabaseFileEvents.changes(of:),
    dataVersion: @escaping @Sendable (any DatabaseWriter) throws -> Int? = dataVersion(of:)
  ) {
    self.database = database
    self.clock = clock
    self.interval = interval
    self.settle = settle
    self.events = events
    self.dataVersion = dataVersion
  }

  deinit {
    task.withLock { $0?.cancel() }
  }

  /// How many times the file was checked so far (tests, measurements).
  var checkCount: Int { checks.withLock { $0 } }

  /// Starts watching, once: commits by others from now on are noticed.
  func start() {
    guard database.location != .inMemory else { return }
    task.withLock { task in
      guard task == nil else { return }
      // Watch first, then read the version: a commit in between is seen either way.
      let changes = events(database.location.path)
      let baseline = try? check(since: nil)
      task = Task.tracked("watching for other processes' writes") {
        [weak self, clock, interval, settle] in
        var version = baseline
        func slept(_ duration: Duration) async -> Bool {
          (try? await clock.sleep(for: duration)) != nil
        }
        // One check, tried again each interval while it fails (a commit made meanwhile is
        // seen by the first that succeeds); false when there is nothing more to watch:
        // released, cancelled, or the database closed (the app is quitting).
        func checked() async -> Bool {
          while true {
            guard let self, !Task.isCancelled else { return false }
            do {
              version = try self.check(since: version)
              return true
            } catch  where error as? TodoStoreError == .closed {
              return false
            } catch {
              guard await slept(interval) else { return false }
            }
          }
        }
        if let changes {
          for await _ in changes {
            guard await slept(settle), await checked(), await slept(interval), await checked()
            else { return }
          }
        } else {
          while await slept(interval), await checked() {}
        }
      }
    }
  }

  /// Reads the data version and, when it moved since `version`, notifies the change.
  private func check(since version: Int?) throws -> Int? {
    checks.withLock { $0 += 1 }
    let writer = try database.writer()
    // A log deleted meanwhile holds every commit since the last checkpoint, which a kill would
    // lose; the next write says what stops a new one.
    try? writer.writeWithoutTransaction { db in try database.keepLogInPlace(db) }
    let current = try dataVersion(writer)
    if let version, current != version {
      try writer.write { db in try db.notifyChanges(in: TodoItem.all()) }
    }
    return current
  }

  /// SQLite's `PRAGMA data_version` on the writer's connection: it moves when another
  /// connection commits.
  @Sendable static func dataVersion(of writer: any DatabaseWriter) throws -> Int? {
    try writer.writeWithoutTransaction { db in try Int.fetchOne(db, sql: "PRAGMA data_version") }
  }
}
