import Foundation
import GRDB
import Synchronization

/// Reads and writes the task list. Every write is one transaction: it happens whole or not
/// at all, and once it returns it is in the file.
///
/// Titles are stored trimmed; an empty title is refused. Writes to an item that no longer
/// exists (deleted elsewhere) change nothing and report `false`.
public final class TodoStore: Sendable {
  let database: TodoDatabase
  let calendar: TodoCalendar
  let externalChanges: ExternalChangeWatcher
  /// The screens' writes, run in order off the main actor (see `TodoStore+QueuedWrites`).
  let writes: TodoWriteQueue
  /// The number of open tasks last read by any observation (see ``lastOpenCount``).
  let openCount = Mutex<Int?>(nil)

  /// A store on `database`, dating items with `calendar`; `clock` paces the check for
  /// changes made by other processes (see ``observeSummary(cycle:onError:onChange:)``).
  public init(database: TodoDatabase, calendar: TodoCalendar, clock: any Clock<Duration>) {
    self.database = database
    self.calendar = calendar
    externalChanges = ExternalChangeWatcher(database: database, clock: clock)
    writes = TodoWriteQueue(database: database, clock: clock)
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
    for item in items where item.title.unicodeScalars.count > Self.titleLimit {
      throw .titleTooLong(length: item.title.unicodeScalars.count, limit: Self.titleLimit)
    }
    try write { db in
      for item in items { try item.insert(db) }
    }
  }

  /// The task with this id, if it still exists.
  public func item(id: UUID) throws(TodoStoreError) -> TodoItem? {
    try read { db in try Self.stored(id).fetchOne(db) }
  }

  /// Saves the title, done state and due day of `item` over the stored one.
  @discardableResult
  public func update(_ item: TodoItem) throws(TodoStoreError) -> Bool {
    var cleaned = item
    cleaned.title = try Self.cleaned(item.title)
    return try write { db in
      try Self.stored(item.id).updateAll(
        db,
        TodoItem.Columns.title.set(to: cleaned.title),
        TodoItem.Columns.isDone.set(to: cleaned.isDone),
        TodoItem.Columns.due.set(to: cleaned.due)) > 0
    }
  }

  /// Flips the done state of the task: read and written in one transaction, so two toggles
  /// from two places never cancel into one.
  @discardableResult
  public func toggleDone(id: UUID) throws(TodoStoreError) -> Bool {
    try write { db in try Self.toggleDoneRow(id, in: db) }
  }

  @discardableResult
  public func delete(id: UUID) throws(TodoStoreError) -> Bool {
    try write { db in try Self.deleteRow(id, in: db) }
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
    let offers = Table(TodoSchema.sampleDataOfferTable)
    // Read first: a file that had its offer is not written to at all (opening changes nothing).
    guard try read({ db in try offers.fetchCount(db) }) == 0 else { return false }
    return try write { db in
      guard try Self.noteSampleOffer(in: db, at: now) else { return false }
      guard try TodoItem.fetchCount(db) == 0 else { return false }
      for item in items { try item.insert(db) }
      return true
    }
  }

  /// Notes in the file that the samples were offered, unless it was before; true when noted
  /// now. A seed notes it too, so that a seeded file is up to date: its first launch writes
  /// nothing.
  static func noteSampleOffer(in db: Database, at now: Date) throws -> Bool {
    let offers = Table(TodoSchema.sampleDataOfferTable)
    guard try offers.fetchCount(db) == 0 else { return false }
    try db.execute(literal: "INSERT INTO \(offers) (offeredAt) VALUES (\(now))")
    return true
  }

  /// Runs `updates` in a transaction; refused once the file is known to be damaged.
  func write<T>(_ updates: (Database) throws -> T) throws(TodoStoreError) -> T {
    let writer = try database.writer()
    guard !database.damage.isNoted else { throw .damaged(path: database.location.path) }
    do {
      return try writer.write(updates)
    } catch {
      let error = database.diagnosed(error)
      database.damage.note(error)
      throw TodoStoreError(error)
    }
  }

  /// Reads in one transaction. A read that went around a damaged page (the list reads row by
  /// row there) keeps what it read: SQLite then refuses the read transaction's `COMMIT`.
  func read<T>(_ value: (Database) throws -> T) throws(TodoStoreError) -> T {
    let reader = try database.writer()
    var result: T?
    do {
      return try reader.read { db in
        let read = try value(db)
        result = read
        return read
      }
    } catch {
      let error = database.diagnosed(error)
      database.damage.note(error)
      if database.damage.isNoted, let result { return result }
      throw TodoStoreError(error)
    }
  }

  /// The primary key as this app stores it: lowercase text. Written digit by digit, because
  /// `uuidString.lowercased()` formats each byte with `snprintf` and copies the text again,
  /// which showed in profiles of seeding a million tasks.
  static func key(_ id: UUID) -> String {
    let uuid = id.uuid
    let bytes = [
      uuid.0, uuid.1, uuid.2, uuid.3, uuid.4, uuid.5, uuid.6, uuid.7, uuid.8, uuid.9, uuid.10,
      uuid.11, uuid.12, uuid.13, uuid.14, uuid.15,
    ]
    var text: [UInt8] = []
    text.reserveCapacity(36)
    for (index, byte) in bytes.enumerated() {
      if [4, 6, 8, 10].contains(index) { text.append(UInt8(ascii: "-")) }
      text.append(hexDigits[Int(byte >> 4)])
      text.append(hexDigits[Int(byte & 0x0F)])
    }
    return String(decoding: text, as: UTF8.self)
  }

  private static let hexDigits = Array("0123456789abcdef".utf8)

  /// The row of `id` in any form it may be stored in: lowercase text (ours), uppercase text or
  /// 16 bytes (other tools, older files). Each form is a lookup in the primary key's index.
  static func stored(_ id: UUID) -> QueryInterfaceRequest<TodoItem> {
    let bytes = withUnsafeBytes(of: id.uuid) { Data($0) }
    return TodoItem.filter(
      [key(id), id.uuidString.uppercased(), bytes].contains(TodoItem.Columns.id))
  }

  /// The longest title kept, in characters as SQLite counts them (Unicode scalars); the
  /// table's check says the same (migration v4).
  public static let titleLimit = 1000

  static func cleaned(_ title: String) throws(TodoStoreError) -> String {
    let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !TodoTitle.isBlank(trimmed) else { throw .failed(reason: "a task needs a title") }
    let length = trimmed.unicodeScalars.count
    guard length <= titleLimit else { throw .titleTooLong(length: length, limit: titleLimit) }
    return trimmed
  }
}
