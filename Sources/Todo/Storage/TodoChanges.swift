/// The fields of a task an editor changed, and only those: what a save writes, so that a field
/// changed elsewhere meanwhile (another window, another process) is never written back over
/// with the value the editor loaded.
public struct TodoChanges: Hashable, Sendable {
  /// The new title; nil leaves it.
  public var title: String?
  /// The new done state; nil leaves it.
  public var isDone: Bool?
  /// The new due day (`.some(nil)` clears it); nil leaves it.
  public var due: CalendarDay??

  public init(title: String? = nil, isDone: Bool? = nil, due: CalendarDay?? = nil) {
    self.title = title
    self.isDone = isDone
    self.due = due
  }

  /// What differs between `loaded`, as the editor read it, and what it shows now.
  public init(from loaded: TodoItem, title: String, isDone: Bool, due: CalendarDay?) {
    self.init(
      title: title == loaded.title ? nil : title,
      isDone: isDone == loaded.isDone ? nil : isDone,
      due: due == loaded.due ? nil : .some(due))
  }

  /// Whether nothing changed.
  public var isEmpty: Bool { title == nil && isDone == nil && due == nil }
}
