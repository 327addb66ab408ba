import Foundation
import GRDB

/// Reads and writes the task list. Every write is one transaction: it happens whole or not
/// at all, and once it returns it is in the file.
///
/// Titles are stored trimmed; an empty title is refused. Writes to an item that no longer
/// exists (deleted elsewhere) change nothing and report `false`.
public final class TodoStore: Sendable {
  let database: TodoDatabase
  let calendar: TodoCalendar
  let externalChanges: ExternalChangeWatcher

  /// A store on `database`, dating items with `calendar`; `clock` paces the check for
  /// changes made by other processes (see ``observeSummary(cycle:onError:onChange:)``).
  public init(database: TodoDatabase, calendar: TodoCalendar, clock: any Clock<Duration>) {
    self.database = database
    self.calendar = calendar
    externalChanges = ExternalChangeWatcher(database: database, clock: clock)
  }

  /// Adds a task, created now, not done.
  @discardableResult
  public func add(title: String, due: CalendarDay? = nil) throws(TodoStoreError) -> TodoItem {
    let item = TodoItem(title: try Self.cleaned(title), createdAt: calendar.now(), due: due)
    try write { db in try item.insert(db) }
    return item
  }

  /// Adds `items` as they are, all in one transaction.
  public func insert(_ items: [TodoItem]) throws(TodoStoreError) {
    try write { db in
      for item in items { try item.insert(db) }
    }
  }

  /// The task with this id, if it still exists.
  public func item(id: UUID) throws(TodoStoreError) -> TodoItem? {
    try read { db in try TodoItem.fetchOne(db, key: Self.key(id)) }
  }

  /// Saves the title, done state and due day of `item` over the stored one.
  @discardableResult
  public func update(_ item: TodoItem) throws(TodoStoreError) -> Bool {
    var cleaned = item
    cleaned.title = try Self.cleaned(item.title)
    return try write { db in
      guard try TodoItem.exists(db, key: Self.key(item.id)) else { return false }
      try cleaned.update(
        db, columns: [TodoItem.Columns.title, TodoItem.Columns.isDone, TodoItem.Columns.due])
      return true
    }
  }

  /// Flips the done state of the task: read and written in one transaction, so two toggles
  /// from two places never cancel into one.
  @discardableResult
  public func toggleDone(id: UUID) throws(TodoStoreError) -> Bool {
    try write { db in
      guard var item = try TodoItem.fetchOne(db, key: Self.key(id)) else { return false }
      item.isDone.toggle()
      try item.update(db, columns: [TodoItem.Columns.isDone])
      return true
    }
  }

  @discardableResult
  public func delete(id: UUID) throws(TodoStoreError) -> Bool {
    try write { db in try TodoItem.deleteOne(db, key: Self.key(id)) }
  }

  /// How many tasks there are.
  public func count() throws(TodoStoreError) -> Int {
    try read { db in try TodoItem.fetchCount(db) }
  }

  /// Adds the sample `items` to a new database: one never offered samples before, and empty.
  /// The offer is noted either way, so an emptied list never gets them again, nor does one
  /// that started with items of its own (`--seed`). Checked and written in one transaction, so
  /// that two launches at once add them once. True when they were added.
  @discardableResult
  public func addSamples(_ items: [TodoItem]) throws(TodoStoreError) -> Bool {
    let now = calendar.now()
    return try write { db in
      let offers = Table(TodoSchema.sampleDataOfferTable)
      guard try offers.fetchCount(db) == 0 else { return false }
      try db.execute(
        literal: "INSERT INTO \(offers) (offeredAt) VALUES (\(now))")
      guard try TodoItem.fetchCount(db) == 0 else { return false }
      for item in items { try item.insert(db) }
      return true
    }
  }

  func write<T>(_ updates: (Database) throws -> T) throws(TodoStoreError) -> T {
    let writer = try database.writer()
    do {
      return try writer.write(updates)
    } catch {
      throw TodoStoreError(error)
    }
  }

  func read<T>(_ value: (Database) throws -> T) throws(TodoStoreError) -> T {
    let reader = try database.writer()
    do {
      return try reader.read(value)
    } catch {
      throw TodoStoreError(error)
    }
  }

  /// The primary key as stored: lowercase text.
  static func key(_ id: UUID) -> String {
    id.uuidString.lowercased()
  }

  static func cleaned(_ title: String) throws(TodoStoreError) -> String {
    let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { throw .failed(reason: "a task needs a title") }
    return trimmed
  }
}

extension TodoStoreError {
  /// A failure of GRDB or SQLite after the database was opened.
  init(_ error: any Error) {
    if let error = error as? TodoStoreError {
      self = error
    } else if let error = error as? DatabaseError {
      self = .failed(reason: error.message ?? error.description)
    } else {
      self = .failed(reason: String(describing: error))
    }
  }
}
