import Foundation

/// Where Todo reads the date: the wall clock and the calendar (with its time zone) that turn
/// "now" into today's ``CalendarDay``. Injected, so that tests fix both.
///
/// A `Clock` measures intervals and cannot say which day it is; due dates need the wall date,
/// so this is the one place that reads it.
public struct TodoCalendar: Sendable {
  /// The calendar and time zone that decide where one day ends and the next begins.
  public var calendar: Calendar
  /// The current moment.
  public var now: @Sendable () -> Date

  public init(calendar: Calendar, now: @escaping @Sendable () -> Date) {
    self.calendar = calendar
    self.now = now
  }

  /// The user's calendar and time zone, and the system clock.
  public static var current: TodoCalendar {
    TodoCalendar(calendar: .current, now: { Date() })
  }

  /// The day it is now, where the calendar is.
  public var today: CalendarDay { day(containing: now()) }

  /// The day of the calendar that contains `date`.
  public func day(containing date: Date) -> CalendarDay {
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    let day = parts.year.flatMap { year in
      parts.month.flatMap { month in
        parts.day.flatMap { CalendarDay(year: year, month: month, day: $0) }
      }
    }
    // A calendar other than the Gregorian one, or a date past year 9999: keep to the range.
    return day ?? (date < Date(timeIntervalSince1970: 0) ? .minimum : .maximum)
  }
}
