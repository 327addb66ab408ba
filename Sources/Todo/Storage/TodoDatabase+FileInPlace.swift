extension TodoDatabase {
  /// Refuses a write when the path no longer names the file that was opened (deleted, moved
  /// away or replaced while the app has it open): SQLite would go on writing to a file that
  /// nobody opens again, and quitting would lose every change without a word.
  func requireFileInPlace() throws(TodoStoreError) {
    guard let opened = openedFile.withLock({ $0 }),
      TodoDatabaseFile.Identity(of: location.path) != opened
    else { return }
    throw .moved(path: location.path)
  }
}
