/// The list's sections, in order, by how soon an item is due.
///
/// "Now" holds what is due within two days, overdue items included; "Soon" three to five days
/// ahead; "Upcoming" later; "Someday" items without a due date.
public enum TodoSection: Int, CaseIterable, Hashable, Sendable {
  case now
  case soon
  case upcoming
  case someday

  /// The header the list shows.
  public var title: String {
    switch self {
    case .now: "Now"
    case .soon: "Soon"
    case .upcoming: "Upcoming"
    case .someday: "Someday"
    }
  }

  /// Days ahead that are "soon": fewer (or overdue) is "now", more is "upcoming".
  static let soonDays = 3...5

  /// The section of an item due on `due` (nil: no due date), seen on `today`.
  public init(due: CalendarDay?, today: CalendarDay) {
    guard let due else {
      self = .someday
      return
    }
    let days = today.days(to: due)
    self = days < Self.soonDays.lowerBound ? .now : Self.soonDays.contains(days) ? .soon : .upcoming
  }
}
