/// What an editor screen holds while the user edits a task: not yet saved.
public struct TodoDraft: Hashable, Sendable {
  public var title: String
  public var isDone: Bool
  public var due: CalendarDay?

  public init(title: String = "", isDone: Bool = false, due: CalendarDay? = nil) {
    self.title = title
    self.isDone = isDone
    self.due = due
  }

  /// Whether the title has anything but spaces: a task needs one.
  public var hasTitle: Bool { !title.allSatisfy(\.isWhitespace) }
}
