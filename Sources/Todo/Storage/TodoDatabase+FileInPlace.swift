#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension TodoDatabase {
  /// Refuses a write when the path no longer names the file that was opened (deleted, moved
  /// away or replaced while the app has it open): SQLite would go on writing to a file that
  /// nobody opens again, and quitting would lose every change without a word. Refuses it too
  /// when the file was made read-only meanwhile (`chmod a-w`): SQLite's open descriptor would
  /// still write it (and root may write anything), so the mode's bits are what the user said,
  /// as at launch.
  func requireFileInPlace() throws(TodoStoreError) {
    guard let opened = openedFile.withLock({ $0 }) else { return }
    var status = stat()
    guard stat(location.path, &status) == 0 else { throw .moved(path: location.path) }
    guard TodoDatabaseFile.Identity(status) == opened else { throw .replaced(path: location.path) }
    guard status.st_mode & 0o222 != 0 else { throw .madeReadOnly(path: location.path) }
  }
}
