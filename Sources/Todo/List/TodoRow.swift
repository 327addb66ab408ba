/// One row of the list as the view shows it: the title, a check mark when done, and the due
/// day said relative to today.
public struct TodoRow: Hashable, Sendable {
  public var title: String
  public var isDone: Bool
  /// "Today", "In 4 days", "3 days ago"; nil without a due day.
  public var dueText: String?

  public init(title: String, isDone: Bool, dueText: String?) {
    self.title = title
    self.isDone = isDone
    self.dueText = dueText
  }

  /// The row of `item`, seen on `today`.
  public init(_ item: TodoItem, today: CalendarDay) {
    self.init(
      title: item.title, isDone: item.isDone,
      dueText: item.due.map { RelativeDay.text(for: $0, today: today) })
  }

  /// A row that could not be read (the database failed): shown, never chosen.
  public static let unavailable = TodoRow(title: "…", isDone: false, dueText: nil)
}
