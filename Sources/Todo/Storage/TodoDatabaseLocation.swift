import Foundation

/// Where the task list is kept: a file (the user's data directory by default) or memory.
public enum TodoDatabaseLocation: Hashable, Sendable {
  /// A SQLite file at this path, in a folder that must exist: a path someone chose (`--db`),
  /// where a typo must not make folders.
  case file(String)
  /// The SQLite file in the user's data directory (see ``standard(environment:home:)``): the
  /// app owns that directory, so its missing folders are made, as the XDG specification asks.
  case dataDirectoryFile(String)
  /// A throwaway database that lives as long as the process.
  case inMemory

  /// `$XDG_DATA_HOME/thinkit/todo.sqlite`, else `~/.local/share/thinkit/todo.sqlite`, as the
  /// XDG base directory specification says (an empty or relative `XDG_DATA_HOME` is ignored).
  public static func standard(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    home: String = NSHomeDirectory()
  ) -> TodoDatabaseLocation {
    let base: String
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      base = data
    } else {
      base = (environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? home) + "/.local/share"
    }
    return .dataDirectoryFile(base + "/thinkit/todo.sqlite")
  }

  /// The path, or ":memory:", for messages.
  public var path: String {
    switch self {
    case .file(let path), .dataDirectoryFile(let path): path
    case .inMemory: ":memory:"
    }
  }
}
