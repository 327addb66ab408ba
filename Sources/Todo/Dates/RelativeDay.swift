/// A due day said relative to today, by calendar day: "Today", "Tomorrow", "In 4 days",
/// "Yesterday", "3 days ago".
public enum RelativeDay {
  /// How `day` reads on `today`.
  public static func text(for day: CalendarDay, today: CalendarDay) -> String {
    switch today.days(to: day) {
    case 0: "Today"
    case 1: "Tomorrow"
    case -1: "Yesterday"
    case let days where days > 1: "In \(days) days"
    case let days: "\(-days) days ago"
    }
  }
}
