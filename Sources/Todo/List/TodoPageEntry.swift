import GRDB

/// One row of a page as read: its place in the list's order, as stored, and the task — or,
/// when the row does not decode (a day that does not exist, an id that is not a UUID, a NULL
/// title written by another tool), what could be read of it.
///
/// The place is kept as the stored values, not as the task's fields, so that paging past an
/// unreadable row still finds exactly the rows after it.
struct TodoPageEntry: Hashable {
  /// The row's key in the list's order: `dueDate`, `createdAt`, `id`, as stored.
  struct Key: Hashable {
    var due: DatabaseValue
    var createdAt: DatabaseValue
    var id: DatabaseValue
  }

  var key: Key
  /// The task; nil when the row cannot be read as one.
  var item: TodoItem?
  /// The stored title as text, when there is one: what an unreadable row can still show.
  var rawTitle: String?
  /// The stored done flag, read leniently.
  var rawIsDone: Bool
  /// Whether the row sits on a damaged page of the file: its key is known (from the order
  /// index), nothing else.
  var isDamaged = false

  /// The entry of `row`, a row of the task table.
  init(row: Row) {
    key = Key(due: row["dueDate"], createdAt: row["createdAt"], id: row["id"])
    item = try? TodoItem(row: row)
    rawTitle = String.fromDatabaseValue(row["title"])
    rawIsDone = Bool.fromDatabaseValue(row["done"]) ?? false
  }

  /// The entry of a row whose key the order index holds but whose page could not be read.
  init(damagedRowAt key: Key) {
    self.key = key
    rawIsDone = false
    isDamaged = true
  }
}
