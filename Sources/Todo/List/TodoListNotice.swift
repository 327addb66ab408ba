import ThinKit

/// What the list tells the user about rows it cannot read: calm words, once, no SQL.
public enum TodoListNotice: UserPresentableError, Hashable {
  /// Rows were met that do not decode (written by another tool or a damaged file).
  case unreadableTasks
  /// The user acted on such a row.
  case unreadableTaskAction

  public var title: String {
    switch self {
    case .unreadableTasks: "Some tasks could not be read"
    case .unreadableTaskAction: "Task not readable"
    }
  }

  public var userReadableMessage: String {
    switch self {
    case .unreadableTasks:
      "They are shown as far as they could be read, marked “unreadable”, and left as they are. "
        + "The rest of the list works as usual."
    case .unreadableTaskAction:
      "This task could not be read, so it cannot be opened, changed or deleted here."
    }
  }
}
