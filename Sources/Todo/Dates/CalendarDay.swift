/// A day of the (proleptic Gregorian) calendar, without a time or a time zone: what a due date
/// is. "Due on the 14th" stays the 14th wherever and whenever it is read.
///
/// Days are counted with plain integer arithmetic, so "in 4 days" never depends on daylight
/// saving time, month lengths or leap years beyond the calendar's own rules. Its text form is
/// ISO 8601's `YYYY-MM-DD`, which also sorts as the days do.
public struct CalendarDay: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let year: Int
  public let month: Int
  public let day: Int

  /// The day, if `year`-`month`-`day` exists (February 30th does not). Years 1 to 9999.
  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month),
      (1...Self.daysIn(month: month, year: year)).contains(day)
    else { return nil }
    self.year = year
    self.month = month
    self.day = day
  }

  /// The day written as `YYYY-MM-DD` (exactly that shape), if it exists.
  public init?(_ text: String) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
    else { return nil }
    self.init(year: year, month: month, day: day)
  }

  /// `YYYY-MM-DD`.
  public var description: String {
    Self.padded(year, 4) + "-" + Self.padded(month, 2) + "-" + Self.padded(day, 2)
  }

  /// The day `days` later (earlier when negative), clamped to the years the type holds.
  public func adding(days: Int) -> CalendarDay {
    let limit = (low: Self.minimum.dayNumber, high: Self.maximum.dayNumber)
    let target = min(max(dayNumber + days, limit.low), limit.high)
    return CalendarDay(dayNumber: target)
  }

  /// Whole days from `self` to `other`: 1 when `other` is tomorrow, -3 three days ago.
  public func days(to other: CalendarDay) -> Int {
    other.dayNumber - dayNumber
  }

  public static func < (lhs: CalendarDay, rhs: CalendarDay) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }

  static let minimum = CalendarDay(year: 1, month: 1, day: 1)!
  static let maximum = CalendarDay(year: 9999, month: 12, day: 31)!

  /// Days since 1970-01-01 ("days from civil", H. Hinnant's algorithm).
  var dayNumber: Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let monthFromMarch = (month + 9) % 12
    let dayOfYear = (153 * monthFromMarch + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The day `dayNumber` days after 1970-01-01 ("civil from days"), which must be in range.
  private init(dayNumber: Int) {
    let shifted = dayNumber + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthFromMarch = (5 * dayOfYear + 2) / 153
    day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
    month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
    year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
  }

  private static func daysIn(month: Int, year: Int) -> Int {
    switch month {
    case 2:
      year.isMultiple(of: 4) && (!year.isMultiple(of: 100) || year.isMultiple(of: 400)) ? 29 : 28
    case 4, 6, 9, 11: 30
    default: 31
    }
  }

  private static func padded(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
