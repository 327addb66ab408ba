import Foundation
import GRDB
import Testing

@testable import Todo

/// Seeding counts its rows per day in one query per batch, without the insert trigger: the
/// counts still equal a count of the rows, and the trigger is there for every other write.
@Suite struct TodoSeederCountsTests {
  private let folder: TemporaryDirectory
  private let store: TodoStore

  init() throws {
    folder = try TemporaryDirectory()
    store = makeStore(.file(folder.path("todo.sqlite")))
  }

  /// The stored counts, and the same counted from the rows, one `day total open` line a day.
  private func countsAndRows() throws -> (counts: [String], rows: [String]) {
    try store.read { db in
      let lines = { (sql: String) in
        try Row.fetchAll(db, sql: sql).map { "\($0[0] as String) \($0[1] as Int) \($0[2] as Int)" }
      }
      return (
        try lines("SELECT day, total, open FROM todoDayCount ORDER BY day"),
        try lines(
          """
          SELECT coalesce(dueDate, ''), count(*), sum(done = 0) FROM todoItem
          GROUP BY 1 ORDER BY 1
          """)
      )
    }
  }

  private func hasInsertTrigger() throws -> Bool {
    try store.read { db in
      try Bool.fetchOne(
        db,
        sql: """
          SELECT count(*) FROM sqlite_master WHERE type = 'trigger' AND name = 'todoItem_countInsert'
          """) ?? false
    }
  }

  @Test func theCountsAfterASeedEqualACountOfTheRowsAndTheTriggerIsBack() throws {
    let today = store.calendar.today
    let own = try (0..<12).map { index in
      try store.add(title: "Own \(index)", due: index % 3 == 0 ? nil : today.adding(days: index))
    }
    try store.toggleDone(id: own[1].id)
    try TodoSeeder(store: store).seed(count: 250, batchSize: 100)
    var (counts, rows) = try countsAndRows()
    #expect(counts == rows)
    #expect(rows.count > 40, "the seed spreads over many days")
    #expect(try hasInsertTrigger())
    // Writes after the seed go through the triggers again.
    try store.add(title: "After", due: today.adding(days: 100))
    try store.toggleDone(id: own[2].id)
    try store.delete(id: own[4].id)
    (counts, rows) = try countsAndRows()
    #expect(counts == rows)
    #expect(counts.contains("\(today.adding(days: 100)) 1 1"))
  }

  @Test func aBatchThatFailsLeavesTheTriggerAndTheCountsAsTheyWere() throws {
    try store.write { db in
      try db.execute(
        sql: """
          CREATE TRIGGER refuse BEFORE INSERT ON todoItem WHEN NEW.title LIKE '% #150'
          BEGIN SELECT RAISE(ABORT, 'refused'); END
          """)
    }
    #expect(throws: TodoStoreError.self) {
      try TodoSeeder(store: store).seed(count: 250, batchSize: 100)
    }
    #expect(try store.count() == 100, "the first batch, whole")
    #expect(try hasInsertTrigger())
    let (counts, rows) = try countsAndRows()
    #expect(counts == rows)
  }

  /// Past the largest row id SQLite picks new ones at random: the batch is no range of row
  /// ids, and the trigger counts it.
  @Test func aTableAtTheLargestRowIDIsCountedToo() throws {
    try store.write { db in
      try db.execute(
        sql: """
          INSERT INTO todoItem (rowid, id, title, done, createdAt)
          VALUES (9223372036854775807, 'other', 'Another tool''s row', 0, '2025-03-14 12:00:00.000')
          """)
    }
    try TodoSeeder(store: store).seed(count: 30, batchSize: 10)
    #expect(try store.count() == 31)
    let (counts, rows) = try countsAndRows()
    #expect(counts == rows)
  }

  @Test func theSameCountGivesTheSameTitlesDaysAndStates() throws {
    let other = makeStore(.file(folder.path("other.sqlite")))
    for seeded in [store, other] { try TodoSeeder(store: seeded).seed(count: 40, batchSize: 16) }
    let items = try [store, other].map { seeded in
      try seeded.read { db in
        try TodoItem.order(TodoItem.Columns.createdAt).fetchAll(db).map {
          "\($0.title) \($0.due?.description ?? "-") \($0.isDone)"
        }
      }
    }
    #expect(items[0] == items[1])
    #expect(Set(items[0].map { $0.split(separator: " ").dropLast().last }).count > 10)
  }
}
