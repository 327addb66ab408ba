import ThinKit

/// What the list tells the user about rows it cannot read: calm words, once, no SQL. That rows
/// could not be read, that reading failed, or that the file is damaged, shows on the list's
/// notice lines (``TodoWriteNotice``), which take no key; acting on such a row is answered at
/// once.
public enum TodoListNotice: UserPresentableError, Hashable {
  /// Rows were met that do not decode (written by another tool or a damaged file).
  case unreadableTasks
  /// The user acted on such a row.
  case unreadableTaskAction
  /// Rows sit on a damaged page of the file: nothing more is written to it.
  case damagedFile
  /// Reading the list failed (`reason`, in words): it shows what it read last until a read
  /// succeeds.
  case readFailed(reason: String)

  /// That reading the list failed with `error`: its reason, as a sentence.
  static func readFailure(_ error: TodoStoreError) -> TodoListNotice {
    guard case .failed(let reason) = error else { return .readFailed(reason: error.description) }
    return .readFailed(reason: reason.prefix(1).uppercased() + reason.dropFirst())
  }

  /// Whether the user may dismiss it from the notice lines: rows that could not be read keep
  /// their mark; a damaged file stays said for the session, since nothing more is saved to it;
  /// a failed read, until a read succeeds.
  public var isDismissible: Bool { self == .unreadableTasks }

  /// Its line on the notice lines: "The file is damaged: Some tasks are on…"; one the user
  /// may dismiss says how.
  public var noticeLine: String {
    title + (isDismissible ? " (\(TodoWriteNotice.dismissKey) dismisses): " : ": ")
      + userReadableMessage
  }

  public var title: String {
    switch self {
    case .unreadableTasks: "Some tasks could not be read"
    case .unreadableTaskAction: "Task not readable"
    case .damagedFile: "The file is damaged"
    case .readFailed: "The list could not be read"
    }
  }

  public var userReadableMessage: String {
    switch self {
    case .unreadableTasks:
      "They are shown as far as they could be read, marked “unreadable”, and left as they are. "
        + "The rest of the list works as usual."
    case .unreadableTaskAction:
      "This task could not be read, so it cannot be opened, changed or deleted here."
    case .damagedFile:
      "Some tasks are on a damaged part of the file and show as “unreadable” (or as “…” where "
        + "not even their place in the list could be read); the others are shown as usual. "
        + "Nothing more is saved to the file, so that what it holds is not made worse: quit, "
        + "copy it, and repair the copy (sqlite3's .recover)."
    case .readFailed(let reason):
      reason + " The list shows what it read last, and reads the file again until it can."
    }
  }
}
