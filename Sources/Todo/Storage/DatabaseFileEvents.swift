import ThinKit

/// Tells when a database file, or the log SQLite writes beside it (`-wal`, `-journal`), is
/// written by any process: Linux's inotify on their folder, read on a thread of its own
/// (`InotifyWatch`, never the main actor). Events come as one buffered signal, so a burst of
/// writes costs the reader one wake-up, not one per write.
///
/// Where there is no inotify (macOS), or the system refuses another watch, there are no events
/// and the caller polls instead.
enum DatabaseFileEvents {
  /// Whether this platform has file events at all.
  static var areAvailable: Bool {
    #if canImport(Glibc)
      true
    #else
      false
    #endif
  }

  /// A signal per batch of writes to the file at `path` or its log, until the stream's consumer
  /// stops; nil when it cannot be watched. Waiting for the next one is idle work (a tracked
  /// stream): it comes from another process.
  static func changes(of path: String) -> TrackedStream<Void>? {
    #if canImport(Glibc)
      InotifyWatch.changes(of: path)
    #else
      nil
    #endif
  }
}
