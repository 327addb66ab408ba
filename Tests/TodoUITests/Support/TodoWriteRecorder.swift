import GRDB
import Synchronization
import ThinTerminalTesting

@testable import Todo

/// Posts each commit of the app's connection to its task table to a scene test's outputs, as
/// ``TodoWrite``s: the store is a concrete class over GRDB, so its writes are seen where they
/// land, in the database, rather than through a fake.
///
/// SQLite tells a connection's observers of that connection's changes only: another
/// connection's commits (another app, `sqlite3`) are not the app's writes and never show. The
/// per-day count table is kept by triggers and has no rowid, so it is not seen either.
final class TodoWriteRecorder: TransactionObserver, Sendable {
  /// What a write can change of a task, as the recorder last saw it.
  private struct TaskRow: Equatable {
    var title: String
    var isDone: Bool
    var due: CalendarDay?
  }

  private struct State {
    /// Every task by rowid: a deleted task is gone by the commit, so it is named from here.
    var rows: [Int64: TaskRow] = [:]
    /// The rows the open transaction touched, in the order first touched, with the first
    /// touch's kind.
    var touched: [(rowID: Int64, kind: DatabaseEvent.Kind)] = []
    var touchedIDs: Set<Int64> = []
    /// While true, commits update ``rows`` but post nothing (``unrecorded(_:)``).
    var isPaused = false

    /// The rows the transaction that ended touched; none for the next.
    mutating func endTransaction() -> [(rowID: Int64, kind: DatabaseEvent.Kind)] {
      defer {
        touched = []
        touchedIDs = []
      }
      return touched
    }
  }

  private let outputs: SceneOutputChannel
  private let state = Mutex(State())

  init(outputs: SceneOutputChannel) {
    self.outputs = outputs
  }

  /// Starts watching `store`'s connection: what its table holds now (the test's fill, the
  /// launch steps) is known, not recorded.
  func install(on store: TodoStore) throws {
    try store.database.writer().writeWithoutTransaction { db in
      let rows = try Self.rows(in: db)
      state.withLock { $0.rows = rows }
      db.add(transactionObserver: self, extent: .databaseLifetime)
    }
  }

  /// Runs `write`, its commits known but not posted: a write the test makes for "elsewhere"
  /// on the app's own connection (an in-memory database has no other).
  func unrecorded<T>(_ write: () throws -> T) rethrows -> T {
    state.withLock { $0.isPaused = true }
    defer { state.withLock { $0.isPaused = false } }
    return try write()
  }

  func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool {
    eventKind.tableName == TodoItem.databaseTableName
  }

  func databaseDidChange(with event: DatabaseEvent) {
    state.withLock { state in
      if state.touchedIDs.insert(event.rowID).inserted {
        state.touched.append((event.rowID, event.kind))
      }
    }
  }

  func databaseDidCommit(_ db: Database) {
    let touched = state.withLock { $0.endTransaction() }
    guard !touched.isEmpty else { return }
    let now: [Int64: TaskRow]
    do {
      now = try Self.rows(in: db, ids: touched.map(\.rowID))
    } catch {
      // Unasserted, it fails the test: a write the recorder cannot name must not pass unseen.
      outputs.post("TodoWriteRecorder could not read the rows written: \(error)")
      return
    }
    let (writes, isPaused) = state.withLock { state in
      let writes = touched.compactMap { rowID, kind in
        Self.write(kind, before: state.rows[rowID], after: now[rowID])
      }
      for (rowID, _) in touched { state.rows[rowID] = now[rowID] }
      return (writes, state.isPaused)
    }
    guard !isPaused, !writes.isEmpty else { return }
    // Posted on the main actor, after the screen's outputs of the step that asked for the
    // write (a key's pop and focus move): committed on another thread, it could otherwise
    // land between them, in no fixed order.
    Task { @MainActor [outputs] in
      for write in writes { outputs.post(write) }
    }
  }

  func databaseDidRollback(_ db: Database) {
    _ = state.withLock { $0.endTransaction() }
  }

  /// The write that turned `before` into `after`; nil when a row was added and deleted in one
  /// transaction. A row another connection added is unknown before: its first update lists
  /// every field, its delete names it as unknown.
  private static func write(_ kind: DatabaseEvent.Kind, before: TaskRow?, after: TaskRow?)
    -> TodoWrite?
  {
    switch (before, after) {
    case (nil, nil): return kind == .delete ? .deleted("(a task added elsewhere)") : nil
    case (nil, let after?) where kind == .insert:
      return .added(title: after.title, due: after.due, isDone: after.isDone)
    case (nil, let after?):
      return .changed(
        after.title, [.title(to: after.title), .isDone(after.isDone), .due(after.due)])
    case (let before?, nil): return .deleted(before.title)
    case (let before?, let after?):
      var fields: [TodoField] = []
      if after.title != before.title { fields.append(.title(to: after.title)) }
      if after.isDone != before.isDone { fields.append(.isDone(after.isDone)) }
      if after.due != before.due { fields.append(.due(after.due)) }
      return .changed(before.title, fields)
    }
  }

  /// The tasks with `ids`, or all of them.
  private static func rows(in db: Database, ids: [Int64]? = nil) throws -> [Int64: TaskRow] {
    var request = TodoItem.select(
      Column.rowID, TodoItem.Columns.title, TodoItem.Columns.isDone, TodoItem.Columns.due)
    if let ids { request = request.filter(ids.contains(Column.rowID)) }
    var rows: [Int64: TaskRow] = [:]
    for row in try Row.fetchAll(db, request) {
      rows[row[0]] = TaskRow(title: row[1], isDone: row[2], due: row[3])
    }
    return rows
  }
}
