import ThinKit

/// Why the task list could not be opened or changed. Each case says what happened to the
/// file: a file that is refused is always left as it was.
public enum TodoStoreError: Error, Equatable, UserPresentableError, CustomStringConvertible {
  /// The file is not a SQLite database (another kind of file, or damaged).
  case notADatabase(path: String)
  /// The file is a SQLite database of something else than tasks.
  case foreignDatabase(path: String)
  /// The file was written by a newer version of the app, with migrations this one lacks.
  case newerSchema(path: String, unknownMigrations: [String])
  /// The file's folder does not exist, and is not the app's to make: nothing was created.
  case missingFolder(path: String, folder: String)
  /// The file could not be opened or created (a folder that cannot be made, no permission).
  case cannotOpen(path: String, reason: String)
  /// The item is gone (deleted meanwhile, here or elsewhere).
  case itemNotFound
  /// A read or write failed after the file was open.
  case failed(reason: String)

  public var description: String {
    switch self {
    case .notADatabase(let path):
      "\(path) is not a SQLite database (or is damaged); it was left untouched."
    case .foreignDatabase(let path):
      "\(path) is a SQLite database of another app; it was left untouched."
    case .newerSchema(let path, let migrations):
      "\(path) was written by a newer version of this app (unknown migrations: "
        + migrations.joined(separator: ", ") + "); it was left untouched."
    case .missingFolder(let path, let folder):
      "\(path) could not be opened: the folder \(folder) does not exist; nothing was created."
    case .cannotOpen(let path, let reason):
      "\(path) could not be opened: \(reason)"
    case .itemNotFound:
      "This task no longer exists."
    case .failed(let reason):
      "The task list could not be read or saved: \(reason)"
    }
  }

  public var userReadableMessage: String { description }
}
