import Foundation
import GRDB
import Testing

@testable import Todo

/// Someday (the tasks without a due day) is counted in the order index, since migration v7
/// dropped the blocks v6 kept by triggers: a task's place and a jump by offset land on the
/// same rows as a walk of the whole section, and read a range of the index.
@Suite struct TodoSomedayTests {
  private let store = makeStore()
  private let today = day("2025-03-14")

  /// Someday tasks, three per creation time, with dated tasks among them.
  private func addSomedayTasks(_ count: Int) throws -> [TodoPageEntry.Key] {
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    try store.insert(
      (0..<count).map { index in
        TodoItem(
          title: "Task \(index)", createdAt: start + Double(index / 3),
          due: index % 5 == 0 ? today.adding(days: index % 9) : nil)
      })
    return try store.read { db in
      try TodoPageQuery(section: .someday, today: today).fetch(db, from: .offset(0), limit: count)
        .map(\.key)
    }
  }

  @Test func aTasksPlaceInSomedayIsCountedInTheIndex() throws {
    let all = try addSomedayTasks(3_000)
    let query = TodoPageQuery(section: .someday, today: today)
    try store.read { db in
      for place in Array(stride(from: 0, to: all.count, by: 37)) + [all.count - 1] {
        #expect(try query.countBefore(all[place], in: db) == place, "row \(place)")
      }
      let count = SQLRequest<Int>(
        "SELECT count(*) FROM todoItem WHERE \(TodoSection.someday.filter(today: today))")
      let plan = try count.queryPlan(in: db)
      #expect(plan == "SEARCH todoItem USING COVERING INDEX todoItem_listOrder (dueDate=?)")
    }
  }

  @Test func aJumpIntoSomedayLandsOnTheSameRowsFromEitherEnd() throws {
    let all = try addSomedayTasks(3_000)
    let query = TodoPageQuery(section: .someday, today: today)
    try store.read { db in
      for offset in [0, 1, 499, 500, 1_199, all.count - 1, all.count] {
        #expect(try query.jumpStart(for: .offset(offset), in: db) == nil)
        let forwards = try query.fetch(db, from: .offset(offset), limit: 3).map(\.key)
        #expect(forwards == Array(all[offset..<min(offset + 3, all.count)]), "offset \(offset)")
        let end = all.count - offset
        let backwards = try query.fetch(db, from: .offsetFromEnd(offset), limit: 3).map(\.key)
        #expect(backwards == Array(all[max(0, end - 3)..<end]), "from the end \(offset)")
      }
      let plan = try query.request(from: .offsetFromEnd(700), limit: 10).queryPlan(in: db)
      #expect(plan.hasPrefix("SEARCH todoItem USING INDEX todoItem_listOrder"), "\(plan)")
    }
  }

  /// A file of v6 loses its blocks' table and triggers when it opens, and keeps its per-day
  /// counts and every task.
  @Test func aVersion6FileLosesItsBlocks() throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("todo.sqlite")
    let queue = try DatabaseQueue(path: path)
    try TodoSchema.migrator.migrate(queue, upTo: "v5: counts per day")
    try queue.write { db in
      // What v6 left in a file, in short: its table, its three triggers, its row.
      try db.execute(
        sql: """
          CREATE TABLE todoSomedayBlock (createdAt DATETIME NOT NULL, id TEXT NOT NULL,
            total INTEGER NOT NULL, PRIMARY KEY (createdAt, id)) WITHOUT ROWID;
          CREATE TRIGGER todoItem_somedayInsert AFTER INSERT ON todoItem
            WHEN NEW.dueDate IS NULL BEGIN
            INSERT OR IGNORE INTO todoSomedayBlock VALUES (NEW.createdAt, NEW.id, 1); END;
          CREATE TRIGGER todoItem_somedayDelete AFTER DELETE ON todoItem BEGIN SELECT 1; END;
          CREATE TRIGGER todoItem_somedayUpdate AFTER UPDATE ON todoItem BEGIN SELECT 1; END;
          INSERT INTO grdb_migrations (identifier) VALUES ('v6: someday blocks');
          """)
      for index in 0..<20 {
        try TodoItem(
          title: "Task \(index)", createdAt: Date(timeIntervalSince1970: Double(index)),
          due: index % 2 == 0 ? nil : today
        ).insert(db)
      }
    }
    try queue.close()

    try store(at: path).read { db in
      #expect(try TodoSchema.migrator.appliedIdentifiers(db).contains("v7: no someday blocks"))
      let left = try String.fetchAll(
        db, sql: "SELECT name FROM sqlite_master WHERE name LIKE '%omeday%'")
      #expect(left.isEmpty, "\(left)")
      let summary = try TodoListSummary.fetch(db, today: today)
      #expect(summary.counts[.someday] == 10)
      #expect(summary.counts[.now] == 10)
    }
  }

  private func store(at path: String) -> TodoStore {
    makeStore(.file(path))
  }
}
