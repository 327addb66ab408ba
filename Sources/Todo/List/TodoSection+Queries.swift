import GRDB

/// A section as queries see it: a range of due days, so that its items are a range of the
/// list's order index and its counts a range of the per-day counts.
extension TodoSection {
  /// The first and last due day of this section on `today`; nil where the range is open.
  /// Someday has no days (see ``filter(today:)``).
  private func dueDays(today: CalendarDay) -> (first: CalendarDay?, last: CalendarDay?) {
    let soon = Self.soonDays
    switch self {
    case .now: return (nil, today.adding(days: soon.lowerBound - 1))
    case .soon: return (today.adding(days: soon.lowerBound), today.adding(days: soon.upperBound))
    case .upcoming: return (today.adding(days: soon.upperBound + 1), nil)
    case .someday: return (nil, nil)
    }
  }

  /// The days of this section on `today`, over the per-day counts' `day` column: the same
  /// ranges as ``filter(today:)``, the empty day standing for "no due day".
  func dayFilter(today: CalendarDay) -> SQL {
    let someday = TodoDayCounts.someday
    guard self != .someday else { return "day = \(someday)" }
    let days = dueDays(today: today)
    let first: SQL = days.first.map { "day >= \($0)" } ?? "day <> \(someday)"
    return days.last.map { "\(first) AND day <= \($0)" } ?? first
  }

  /// The items of this section on `today`: a range of the list's order index.
  func filter(today: CalendarDay) -> SQLExpression {
    let days = dueDays(today: today)
    // Not `??`: GRDB's operator of that name would make the two one SQL `IFNULL`.
    guard let range = filter(first: days.first?.databaseValue, last: days.last?.databaseValue)
    else { return TodoItem.Columns.due != nil }
    return range
  }

  /// The items of a dated section on `today` with one end of its range moved: to `day` (the
  /// start, or the end when `backwards`), or left open when `day` is nil, for a query whose
  /// row-value bound already starts inside the section. One bound per end, because SQLite
  /// starts an index range at one of two lower bounds (the first), not at the larger. Nil when
  /// nothing is left to say.
  func filter(today: CalendarDay, from day: DatabaseValue?, backwards: Bool) -> SQLExpression? {
    let days = dueDays(today: today)
    return backwards
      ? filter(first: days.first?.databaseValue, last: day)
      : filter(first: day, last: days.last?.databaseValue)
  }

  private func filter(first: DatabaseValue?, last: DatabaseValue?) -> SQLExpression? {
    let due = TodoItem.Columns.due
    guard self != .someday else { return due == nil }
    switch (first, last) {
    case (let first?, let last?): return due >= first && due <= last
    case (let first?, nil): return due >= first
    case (nil, let last?): return due <= last
    case (nil, nil): return nil
    }
  }
}
