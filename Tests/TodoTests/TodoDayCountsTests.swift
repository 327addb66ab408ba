import Foundation
import GRDB
import Testing

@testable import Todo

/// The per-day counts the triggers keep always equal a count of the rows, through inserts,
/// deletes, changes of day and of done state, and SQL written by other tools.
@Suite struct TodoDayCountsTests {
  private let store = makeStore()

  /// The counts recomputed from the rows, the slow way.
  private func truth(today: CalendarDay) throws -> TodoListSummary {
    try store.read { db in
      var counts: [TodoSection: Int] = [:]
      for section in TodoSection.allCases {
        counts[section] = try TodoItem.all().filter(section.filter(today: today)).fetchCount(db)
      }
      let open = try TodoItem.filter(TodoItem.Columns.isDone == false).fetchCount(db)
      return TodoListSummary(today: today, counts: counts, openCount: open)
    }
  }

  private func summary(today: CalendarDay) throws -> TodoListSummary {
    try store.read { db in try TodoListSummary.fetch(db, today: today) }
  }

  @Test func theCountsFollowEveryKindOfWrite() throws {
    let today = day("2025-03-14")
    var items: [TodoItem] = []
    for index in 0..<40 {
      let due = index % 5 == 0 ? nil : today.adding(days: index % 11 - 3)
      items.append(try store.add(title: "Task \(index)", due: due))
    }
    #expect(try summary(today: today) == truth(today: today))
    for item in items.prefix(10) { try store.toggleDone(id: item.id) }
    #expect(try summary(today: today) == truth(today: today))
    try store.apply(TodoChanges(due: .some(nil)), to: items[1].id)
    try store.apply(TodoChanges(isDone: true, due: today.adding(days: 4)), to: items[15].id)
    for item in items.suffix(7) { try store.delete(id: item.id) }
    #expect(try summary(today: today) == truth(today: today))
    // Another tool's SQL goes through the triggers too.
    try store.write { db in
      try db.execute(sql: "UPDATE todoItem SET done = 1 - done WHERE title LIKE 'Task 2%'")
      try db.execute(sql: "DELETE FROM todoItem WHERE title = 'Task 3'")
    }
    #expect(try summary(today: today) == truth(today: today))
    #expect(try summary(today: today.adding(days: 9)) == truth(today: today.adding(days: 9)))
  }

  /// Sixty tasks over 13 days around `today` (four days before it to eight after), every
  /// seventh without a day: each section holds some.
  private func addSixtyTasks(around today: CalendarDay) throws {
    for index in 0..<60 {
      let due = index % 7 == 0 ? nil : today.adding(days: index % 13 - 4)
      try store.add(title: "Task \(index)", due: due)
    }
  }

  @Test func aTasksPlaceIsCountedFromTheDaysBeforeIt() throws {
    let today = day("2025-03-14")
    try addSixtyTasks(around: today)
    try store.read { db in
      for section in TodoSection.allCases {
        let query = TodoPageQuery(section: section, today: today)
        let entries = try query.fetch(db, from: .offset(0), limit: 1_000)
        #expect(!entries.isEmpty)
        for (place, entry) in entries.enumerated() {
          #expect(try query.countBefore(entry.key, in: db) == place, "\(section) row \(place)")
        }
      }
    }
  }

  @Test func aJumpByOffsetStartsAtItsDayAndLandsOnTheSameRows() throws {
    let today = day("2025-03-14")
    try addSixtyTasks(around: today)
    try store.read { db in
      for section in TodoSection.allCases {
        let query = TodoPageQuery(section: section, today: today)
        let all = try query.fetch(db, from: .offset(0), limit: 1_000).map(\.key)
        for offset in 0...all.count {
          let forwards = try query.fetch(db, from: .offset(offset), limit: 3).map(\.key)
          #expect(forwards == Array(all[min(offset, all.count)..<min(offset + 3, all.count)]))
          let end = all.count - offset
          let backwards = try query.fetch(db, from: .offsetFromEnd(offset), limit: 3).map(\.key)
          #expect(backwards == Array(all[max(0, end - 3)..<max(0, end)]), "\(section) \(offset)")
        }
        let start = try query.jumpStart(for: .offset(all.count / 2), in: db)
        // Someday has no days: its offset is skipped in the index.
        #expect((start == nil) == (all.isEmpty || section == .someday))
        guard let first = all.first, let last = all.last else { continue }
        // Each query is a range of the order index (SEARCH), never a walk of it (SCAN).
        let requests = [
          query.request(from: .offset(all.count / 2), limit: 10, startingAt: start),
          query.request(from: .after(first), limit: 10),
          query.request(from: .before(last), limit: 10),
        ]
        for request in requests {
          let plan = try request.queryPlan(in: db)
          #expect(
            plan.hasPrefix("SEARCH todoItem USING") && plan.contains("todoItem_listOrder")
              && !plan.contains("TEMP B-TREE"), "\(section): \(plan)")
        }
      }
    }
  }

  @Test func daysWithoutTasksLeaveTheTable() throws {
    let item = try store.add(title: "Only", due: day("2025-03-20"))
    try store.delete(id: item.id)
    let days = try store.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM todoDayCount")
    }
    #expect(days == 0)
  }
}
