import GRDB

/// What the list needs to lay itself out, without reading a single row: the number of items
/// in each section on `today`, and how many are still open.
///
/// Each count adds up the per-day counts the triggers keep (``TodoDayCounts``): a few hundred
/// days, however many tasks there are.
public struct TodoListSummary: Hashable, Sendable {
  /// The day the sections were counted for.
  public var today: CalendarDay
  /// Items per section, for every section (zero included), in section order.
  public var counts: [TodoSection: Int]
  /// Items not done.
  public var openCount: Int

  public init(today: CalendarDay, counts: [TodoSection: Int], openCount: Int) {
    self.today = today
    self.counts = counts
    self.openCount = openCount
  }

  /// The sections that have items, in order: the ones the list shows.
  public var visibleSections: [TodoSection] {
    TodoSection.allCases.filter { counts[$0, default: 0] > 0 }
  }

  /// Counts the sections and open items in `db`, for `today`, from the per-day counts.
  static func fetch(_ db: Database, today: CalendarDay) throws -> TodoListSummary {
    var counts: [TodoSection: Int] = [:]
    for section in TodoSection.allCases {
      counts[section] = try TodoDayCounts.total(of: section, today: today, in: db)
    }
    return TodoListSummary(
      today: today, counts: counts, openCount: try TodoDayCounts.openTotal(in: db))
  }
}
