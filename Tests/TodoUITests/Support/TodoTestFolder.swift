import Foundation

/// A fresh folder in the temporary directory for a test's database file (tests run in
/// parallel, so each gets its own); the test removes it when done.
struct TodoTestFolder {
  let url: URL

  init(_ name: String) throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(name)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// Where the database file goes.
  var databasePath: String { url.appendingPathComponent("todo.sqlite").path }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
