import ThinKit

/// What an editor could not do with the user's edits, in words.
public enum TodoEditError: UserPresentableError, Hashable {
  /// The task was deleted elsewhere while it was being edited: the edits had nowhere to go.
  case deletedMeanwhile(taskTitle: String)

  public var title: String { "Task deleted" }

  public var userReadableMessage: String {
    switch self {
    case .deletedMeanwhile(let taskTitle):
      "“\(taskTitle)” was deleted elsewhere while you edited it, so your changes were not saved."
    }
  }
}
