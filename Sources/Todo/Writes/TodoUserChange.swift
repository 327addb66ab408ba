/// A change the user asked of the list, as notices and the exit name it: "adding “Buy milk”".
///
/// It carries what the user typed (a new title, whole), so that a change that cannot be saved
/// is never lost without a word: its name shows what to type again.
public enum TodoUserChange: Hashable, Sendable, CustomStringConvertible {
  /// Adding a task with this title and due day.
  case add(title: String, due: CalendarDay?)
  /// Marking the task done (or not done, `false`).
  case markDone(Bool, taskTitle: String)
  /// Deleting the task.
  case delete(taskTitle: String)
  /// Changing the fields `changes` holds on the task.
  case edit(taskTitle: String, changes: TodoChanges)

  /// The change in words, lowercase, to follow "Not saved: ".
  public var description: String {
    switch self {
    case .add(let title, let due):
      "adding “\(title)”" + (due.map { " due \($0)" } ?? "")
    case .markDone(let isDone, let taskTitle):
      "marking “\(Self.name(taskTitle))” \(isDone ? "done" : "not done")"
    case .delete(let taskTitle):
      "deleting “\(Self.name(taskTitle))”"
    case .edit(let taskTitle, let changes):
      "changing “\(Self.name(taskTitle))” (" + Self.fields(changes).joined(separator: ", ") + ")"
    }
  }

  /// What an edit sets, the new title whole.
  private static func fields(_ changes: TodoChanges) -> [String] {
    var fields: [String] = []
    if let title = changes.title { fields.append("title “\(title)”") }
    if let isDone = changes.isDone { fields.append(isDone ? "done" : "not done") }
    if let due = changes.due { fields.append(due.map { "due \($0)" } ?? "no due day") }
    return fields
  }

  /// A stored title as a name: on one line, and short, since the task keeps it anyway (a title
  /// another program wrote may hold line breaks, control characters or megabytes).
  static func name(_ title: String) -> String {
    let line = TodoRow(title: title, isDone: false, dueText: nil).title
    let limit = 60
    return line.count <= limit ? line : String(line.prefix(limit - 1)) + "…"
  }
}
