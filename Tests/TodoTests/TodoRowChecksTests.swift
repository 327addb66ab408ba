import Foundation
import GRDB
import Testing

@testable import Todo

/// What a row may hold: titles up to the limit, due days that exist. The store refuses the
/// rest in words; the table refuses it from any other writer; files from before the checks
/// keep every row.
@Suite struct TodoRowChecksTests {
  private let limit = TodoStore.titleLimit

  @Test func theStoreRefusesATitleOverTheLimit() throws {
    let store = makeStore()
    let longest = String(repeating: "a", count: limit)
    let item = try store.add(title: longest)
    let error = TodoStoreError.titleTooLong(length: limit + 1, limit: limit)
    #expect(throws: error) { try store.add(title: longest + "b") }
    var edited = item
    edited.title = longest + "b"
    #expect(throws: error) { try store.update(edited) }
    #expect(throws: error) {
      try store.insert([TodoItem(title: longest + "b", createdAt: Date())])
    }
    #expect(try store.item(id: item.id)?.title == longest)
    #expect(error.description == "A title can be at most 1000 characters long; this one has 1001.")
  }

  /// Characters as SQLite counts them: an emoji of seven scalars counts seven.
  @Test func theLimitCountsWhatTheTableCounts() throws {
    let store = makeStore()
    let family = "👩‍👩‍👧‍👦"
    #expect(family.unicodeScalars.count == 7)
    let fits = String(repeating: "a", count: limit - 7) + family
    try store.add(title: fits)
    #expect(throws: TodoStoreError.self) { try store.add(title: "a" + fits) }
  }

  /// Another program writing to the file directly meets the table's checks.
  @Test(arguments: [
    "2026-02-30", "2025-13-01", "0000-01-01", "2025-02-29", "2025-1-01", "tomorrow",
  ])
  func theTableRefusesAnImpossibleDueDay(text: String) throws {
    let store = makeStore()
    #expect(throws: DatabaseError.self) {
      try store.database.writer().write { db in
        try db.execute(
          sql: "INSERT INTO todoItem (id, title, createdAt, dueDate) VALUES ('x', 't', 0, ?)",
          arguments: [text])
      }
    }
  }

  @Test func theTableTakesRealDaysAndRefusesLongTitles() throws {
    let store = makeStore()
    let writer = try store.database.writer()
    try writer.write { db in
      for (id, text) in [("a", "2024-02-29"), ("b", "0001-01-01"), ("c", "9999-12-31")] {
        try db.execute(
          sql: "INSERT INTO todoItem (id, title, createdAt, dueDate) VALUES (?, 't', 0, ?)",
          arguments: [id, text])
      }
    }
    #expect(throws: DatabaseError.self) {
      try writer.write { db in
        try db.execute(
          sql: "INSERT INTO todoItem (id, title, createdAt) VALUES ('d', ?, 0)",
          arguments: [String(repeating: "x", count: limit + 1)])
      }
    }
  }

  /// A file from before v4 whose rows break the new checks: every row is kept; the long title
  /// is cut at the limit and the impossible day becomes "no due day"; ids keep their form.
  @Test func migratingKeepsEveryRow() throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("todo.sqlite")
    let queue = try DatabaseQueue(path: path)
    try TodoSchema.migrator.migrate(queue, upTo: "v3: application id")
    let upper = UUID()
    try queue.write { db in
      let rows: [[DatabaseValueConvertible?]] = [
        ["long", String(repeating: "L", count: limit + 50), "2025-03-20"],
        ["feb30", "Impossible day", "2026-02-30"],
        ["year0", "Year zero", "0000-01-01"],
        [upper.uuidString.uppercased(), "Upper", nil],
      ]
      for row in rows {
        try db.execute(
          sql: "INSERT INTO todoItem (id, title, done, createdAt, dueDate) VALUES (?, ?, 1, 0, ?)",
          arguments: StatementArguments(row))
      }
    }
    try queue.close()

    let store = makeStore(.file(path))
    let rows = try store.database.writer().read { db in
      try Row.fetchAll(
        db, sql: "SELECT id, length(title) AS length, done, dueDate FROM todoItem ORDER BY id")
    }
    #expect(rows.count == 4)
    let byID = Dictionary(uniqueKeysWithValues: rows.map { ($0["id"] as String, $0) })
    #expect(byID["long"].map { $0["length"] as Int } == limit)
    #expect(byID["long"].map { $0["dueDate"] as String? } == "2025-03-20")
    #expect(byID["feb30"].map { $0["dueDate"] as String? } == .some(nil))
    #expect(byID["year0"].map { $0["dueDate"] as String? } == .some(nil))
    #expect(try store.item(id: upper)?.title == "Upper")
    #expect(rows.allSatisfy { $0["done"] as Bool })
    let indexes = try store.database.writer().read { db in
      try db.indexes(on: "todoItem").map(\.name).sorted()
    }
    #expect(indexes.contains("todoItem_listOrder") && indexes.contains("todoItem_done"))
  }

  /// Seeding at the end of the calendar: every due day is one the app reads back.
  @Test func seededDaysAreReadBackAtTheCalendarsEnd() throws {
    let store = makeStore(calendar: .fixed(at: "9999-12-30T12:00:00Z"))
    try TodoSeeder(store: store).seed(count: 200)
    let texts = try store.database.writer().read { db in
      try String.fetchAll(db, sql: "SELECT dueDate FROM todoItem WHERE dueDate IS NOT NULL")
    }
    #expect(!texts.isEmpty)
    #expect(texts.allSatisfy { CalendarDay($0) != nil })
  }
}
