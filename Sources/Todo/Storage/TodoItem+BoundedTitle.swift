import Foundation
import GRDB

/// Reading a task with its title cut in SQL: another program can store a title of megabytes
/// (the table's check only holds for writers that keep it), and the screens show at most
/// ``TodoStore/titleLimit`` characters of it. SQLite cuts it, so that the app never copies,
/// decodes or measures more.
extension TodoItem {
  /// The columns of a task, the title cut to ``TodoStore/titleLimit`` characters.
  static var boundedColumns: [any SQLSelectable] {
    [
      Columns.id, SQL("substr(title, 1, \(TodoStore.titleLimit)) AS title"), Columns.isDone,
      Columns.createdAt, Columns.due,
    ]
  }
}

/// A task as an editor loads it: its title cut to what the field holds, and how long the
/// stored title is.
public struct TodoStoredItem: Hashable, Sendable {
  /// The task, its title at most ``TodoStore/titleLimit`` characters.
  public var item: TodoItem
  /// The stored title's length, in characters as SQLite counts them (Unicode scalars).
  public var titleLength: Int
  /// Whether the title read is UTF-8 throughout; bytes that are not (another tool's) read as
  /// "�", which saving would write back in their place.
  public var isTitleText = true

  /// Whether the stored title is longer than ``item``'s.
  public var isTitleCut: Bool { titleLength > item.title.unicodeScalars.count }
}

extension TodoStore {
  /// The task with this id as an editor shows it (see ``TodoStoredItem``); nil when it is gone.
  /// Read at once, on the caller's thread: a test's or a tool's read. The list reads it for the
  /// detail off the main actor (`TodoPageReader.readForDetail(_:read:)`).
  public func storedItem(id: UUID) throws(TodoStoreError) -> TodoStoredItem? {
    try read { db in try Self.storedItem(id, in: db) }
  }

  /// The task `id` as an editor shows it, read in `db`; nil when it is gone.
  static func storedItem(_ id: UUID, in db: Database) throws -> TodoStoredItem? {
    let request = Self.stored(id)
      .select(
        TodoItem.boundedColumns + [
          SQL("length(title) AS titleLength"),
          SQL("CAST(substr(title, 1, \(TodoStore.titleLimit)) AS BLOB) AS titleBytes"),
        ]
      )
      .asRequest(of: Row.self)
    guard let row = try request.fetchOne(db) else { return nil }
    let bytes: Data = row["titleBytes"] ?? Data()
    return TodoStoredItem(
      item: try TodoItem(row: row), titleLength: row["titleLength"],
      isTitleText: String(validating: bytes, as: UTF8.self) != nil)
  }
}
