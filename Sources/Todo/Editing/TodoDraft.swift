/// What an editor screen holds while the user edits a task: not yet saved.
public struct TodoDraft: Hashable, Sendable {
  public var title: String
  public var isDone: Bool
  /// The last whole due day the screen showed; nil for none.
  public var due: CalendarDay?
  /// Whether the due field shows a day being typed that is not whole (too few digits, or no
  /// such day): ``due`` is then still the day before, and the typing is never saved.
  public var isDueUnfinished: Bool

  public init(
    title: String = "", isDone: Bool = false, due: CalendarDay? = nil,
    isDueUnfinished: Bool = false
  ) {
    self.title = title
    self.isDone = isDone
    self.due = due
    self.isDueUnfinished = isDueUnfinished
  }

  /// Whether the title shows anything (``TodoTitle/isBlank(_:)``): a task needs one.
  public var hasTitle: Bool { !TodoTitle.isBlank(title) }

  /// Whether every field can be saved: a title, and no due day typed but not whole.
  public var isValid: Bool { hasTitle && !isDueUnfinished }
}
