import Foundation

/// A new, empty directory under the system's temporary directory.
enum TemporaryDirectory {
  static func make() -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("thinkit-auth-tests-\(UUID().uuidString)", isDirectory: true)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
