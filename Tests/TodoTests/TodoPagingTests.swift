import GRDB
import SeededRandom
import Testing

@testable import Todo

/// The pager against the plain truth: every section read whole in one ordered query.
@MainActor
@Suite struct TodoPagingTests {
  private let store = makeStore()

  private func seeded(_ count: Int) throws -> TodoListSummary {
    try TodoSeeder(store: store).seed(count: count, batchSize: 500)
    return try store.read { db in try TodoListSummary.fetch(db, today: store.calendar.today) }
  }

  private func truth(_ section: TodoSection, today: CalendarDay) throws -> [TodoItem] {
    try store.read { db in
      try TodoItem.filter(section.filter(today: today))
        .order(TodoItem.Columns.due, TodoItem.Columns.createdAt, TodoItem.Columns.id)
        .fetchAll(db)
    }
  }

  @Test func summaryCountsEachSectionAndTheOpenItems() throws {
    let summary = try seeded(2000)
    let all = try store.read { db in try TodoItem.fetchAll(db) }
    for section in TodoSection.allCases {
      let expected = all.filter { TodoSection(due: $0.due, today: summary.today) == section }
      #expect(summary.counts[section] == expected.count, "\(section)")
      #expect(expected.count > 0, "the seed should fill \(section)")
    }
    #expect(summary.openCount == all.filter { !$0.isDone }.count)
    #expect(summary.visibleSections == TodoSection.allCases)
  }

  @Test func scrollingDownThenUpReadsEveryRowInOrder() throws {
    let summary = try seeded(1500)
    let pager = ReadingPager(store: store, summary: summary, pageSize: 25)
    for section in TodoSection.allCases {
      let expected = try truth(section, today: summary.today).map(\.id)
      let down = try (0..<expected.count).map { try pager.item(in: section, at: $0)?.id }
      #expect(down == expected, "\(section) down")
      let up = try (0..<expected.count).reversed().map { try pager.item(in: section, at: $0)?.id }
      #expect(up == expected.reversed(), "\(section) up")
      #expect(try pager.item(in: section, at: expected.count) == nil)
      #expect(try pager.item(in: section, at: -1) == nil)
    }
    #expect(pager.heldRowCount <= pager.capacity * TodoSection.allCases.count)
  }

  @Test func bothEndsAndJumpsBetweenThemAreExact() throws {
    let summary = try seeded(6000)
    let pager = ReadingPager(store: store, summary: summary, pageSize: 40)
    let section = TodoSection.upcoming
    let expected = try truth(section, today: summary.today)
    let count = expected.count
    #expect(count > 1000)
    var generator = SplitMix64(seed: 7)
    let jumps =
      [count - 1, 0, 10, count - 10, count / 2]
      + (0..<40).map { _ in
        Int(generator.next() % UInt64(count))
      }
    for row in jumps {
      #expect(try pager.item(in: section, at: row) == expected[row], "row \(row)")
      // The neighbours come from the page read (or its keyed neighbours).
      for near in [row - 1, row + 1] where expected.indices.contains(near) {
        #expect(try pager.item(in: section, at: near) == expected[near], "row \(near)")
      }
      #expect(pager.heldRowCount <= pager.capacity)
    }
  }

  /// A task found by its id (the selection after a change) is held at its place, and the rows
  /// around it, read outwards from it by key, are the plain truth's, at either end of a section
  /// and in its middle.
  @Test func theRowsAroundATaskFoundByItsIDAreExact() throws {
    let summary = try seeded(3000)
    for section in TodoSection.allCases {
      let expected = try truth(section, today: summary.today)
      for row in [0, 1, expected.count / 2, expected.count - 2, expected.count - 1] {
        let pager = ReadingPager(store: store, summary: summary, pageSize: 40)
        let position = try pager.position(of: expected[row].id)
        #expect(position?.section == section && position?.row == row, "\(section) row \(row)")
        #expect(pager.heldItem(in: section, at: row) == expected[row])
        let around =
          Array((max(0, row - 60)..<row).reversed()) + Array(row..<min(expected.count, row + 60))
        for near in around {
          #expect(try pager.item(in: section, at: near) == expected[near], "\(section) \(near)")
        }
      }
    }
  }

  @Test func memoryStaysAFewPagesWhateverTheListLength() throws {
    let summary = try seeded(5000)
    let pager = ReadingPager(store: store, summary: summary, pageSize: 50, pagesKept: 3)
    for section in TodoSection.allCases {
      for row in 0..<summary.counts[section, default: 0] {
        _ = try pager.item(in: section, at: row)
      }
    }
    #expect(pager.heldRowCount <= 150 * TodoSection.allCases.count)
    pager.reset(to: summary)
    #expect(pager.heldRowCount == 0)
  }

  @Test func pagesAreReadFromTheOrderIndexWithoutSorting() throws {
    let summary = try seeded(300)
    let plans = try store.read { db -> [String] in
      var plans: [String] = []
      for section in TodoSection.allCases {
        let items = try TodoPageQuery(section: section, today: summary.today)
          .fetch(db, from: .offset(0), limit: 2)
        let anchors: [TodoPageQuery.Anchor] = [
          .offset(5), .offsetFromEnd(5), .after(items[0].key), .before(items[1].key),
        ]
        for anchor in anchors {
          let query = TodoPageQuery(section: section, today: summary.today)
          plans.append(try query.request(from: anchor, limit: 10).queryPlan(in: db))
        }
      }
      return plans
    }
    for plan in plans {
      #expect(plan.contains("INDEX todoItem_listOrder"), "\(plan)")
      #expect(!plan.contains("TEMP B-TREE"), "\(plan)")
    }
  }
}
