import Foundation

/// Where Todo reads the date: the wall clock and the calendar (with its time zone) that turn
/// "now" into today's ``CalendarDay``. Injected, so that tests fix both.
///
/// A `Clock` measures intervals and cannot say which day it is; due dates need the wall date,
/// so this is the one place that reads it.
public struct TodoCalendar: Sendable {
  /// The calendar and time zone that decide where one day ends and the next begins, as they
  /// are now: the system's can change while the app runs.
  public var calendar: Calendar { currentCalendar() }
  /// The current moment.
  public var now: @Sendable () -> Date
  /// Has ``calendar`` read the system's time zone again. Foundation on Linux keeps the zone it
  /// read first, with no notice of a change, so ``TodoDayWatch`` asks on each of its wake-ups.
  let noticeZoneChange: @Sendable () -> Void
  private let currentCalendar: @Sendable () -> Calendar

  /// A fixed calendar.
  public init(calendar: Calendar, now: @escaping @Sendable () -> Date) {
    self.init(following: { calendar }, now: now)
  }

  /// A calendar that may change while the app runs, such as one in the system's time zone;
  /// `noticeZoneChange` makes `calendar` see a change of zone.
  public init(
    following calendar: @escaping @Sendable () -> Calendar, now: @escaping @Sendable () -> Date,
    noticeZoneChange: @escaping @Sendable () -> Void = {}
  ) {
    currentCalendar = calendar
    self.now = now
    self.noticeZoneChange = noticeZoneChange
  }

  /// The user's calendar in the system's time zone, followed when it changes, and the system
  /// clock.
  public static var current: TodoCalendar {
    TodoCalendar(
      following: { .autoupdatingCurrent }, now: { Date() },
      noticeZoneChange: { NSTimeZone.resetSystemTimeZone() })
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
