import GRDB
import Synchronization

/// Lets observations see commits made to the file by other processes (another `demo todo`,
/// `sqlite3`), which GRDB cannot see: it reads SQLite's `PRAGMA data_version` on the writer's
/// connection every ``interval`` of its clock, and when another connection has committed, it
/// tells GRDB that the items changed, so that every observation fetches again.
///
/// It watches from the first ``start()`` until it is released or the database closes. An in-memory database has no
/// other connections, so nothing is watched there.
final class ExternalChangeWatcher: Sendable {
  /// How often the file is checked.
  let interval: Duration
  private let database: TodoDatabase
  let clock: any Clock<Duration>
  private let task = Mutex<Task<Void, Never>?>(nil)

  init(database: TodoDatabase, clock: any Clock<Duration>, interval: Duration = .milliseconds(500))
  {
    self.database = database
    self.clock = clock
    self.interval = interval
  }

  deinit {
    task.withLock { $0?.cancel() }
  }

  /// Starts watching, once: commits by others from now on are noticed.
  func start() {
    guard database.location != .inMemory else { return }
    task.withLock { task in
      guard task == nil else { return }
      let baseline = try? check(since: nil)
      task = Task { [weak self, clock, interval] in
        var version = baseline
        while !Task.isCancelled {
          do {
            try await clock.sleep(for: interval)
            guard let self else { return }
            version = try self.check(since: version)
          } catch {
            // Cancelled, or closed (the app is quitting): nothing more to watch. Unreadable
            // now: the next observation reports it.
            if Task.isCancelled || error as? TodoStoreError == .closed { return }
          }
        }
      }
    }
  }

  /// Reads the data version and, when it moved since `version`, notifies the change.
  private func check(since version: Int?) throws -> Int? {
    let writer = try database.writer()
    let current = try writer.writeWithoutTransaction { db in
      try Int.fetchOne(db, sql: "PRAGMA data_version")
    }
    if let version, current != version {
      try writer.write { db in try db.notifyChanges(in: TodoItem.all()) }
    }
    return current
  }
}
