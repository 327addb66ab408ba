/// One row of the list as the view shows it: the title, a check mark when done, and the due
/// day said relative to today.
public struct TodoRow: Hashable, Sendable {
  public var title: String
  public var isDone: Bool
  /// "Today", "In 4 days", "3 days ago"; nil without a due day.
  public var dueText: String?
  /// Whether it stands in for a row still being read (``loading``): drawn dim.
  public var isPlaceholder = false

  /// A row showing `title` with its control characters and line breaks as spaces: a title
  /// written by another tool may hold them, and the screen must not.
  public init(title: String, isDone: Bool, dueText: String?) {
    self.title = String(
      title.map { $0.isNewline || $0.unicodeScalars.contains(where: Self.isControl) ? " " : $0 })
    self.isDone = isDone
    self.dueText = dueText
  }

  /// The row of `item`, seen on `today`; a task another program stored without a title says
  /// so rather than show a blank row.
  public init(_ item: TodoItem, today: CalendarDay) {
    let isUntitled = TodoTitle.isBlank(item.title)
    self.init(
      title: isUntitled ? Self.untitled : item.title, isDone: item.isDone,
      dueText: item.due.map { RelativeDay.text(for: $0, today: today) })
  }

  /// The row marked as showing what is stored, not a change of the user's that waits for the
  /// file: "Today · not saved".
  public func markedNotSaved() -> TodoRow {
    var row = self
    row.dueText = [dueText, Self.notSaved].compactMap { $0 }.joined(separator: " · ")
    return row
  }

  /// The mark of a row whose task has a change waiting.
  public static let notSaved = "not saved"

  /// A row whose task does not decode: what could be read of it, marked.
  public init(unreadableTitle: String?, isDone: Bool) {
    let title = unreadableTitle.flatMap { $0.isEmpty ? nil : $0 } ?? "Unreadable task"
    self.init(title: title, isDone: isDone, dueText: "unreadable")
  }

  /// What a row shows for a task without a title.
  public static let untitled = "(no title)"

  /// A row that could not be read (the database failed): shown, never chosen.
  public static let unavailable = TodoRow(title: "…", isDone: false, dueText: nil)

  /// A row whose page is being read off the main actor: shown in its place, never chosen,
  /// until the page comes (the list then reloads), as a table view's placeholder cell.
  public static let loading: TodoRow = {
    var row = TodoRow(title: "Loading…", isDone: false, dueText: nil)
    row.isPlaceholder = true
    return row
  }()

  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .control
  }
}
