import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a refusal must not change: a file's bytes and modification time, and the names in its
/// folder (no `-wal`, `-shm` or `-journal` made beside it).
struct FileSnapshot: Equatable, CustomStringConvertible {
  let bytes: Data?
  let modified: Date?
  let folderContents: [String]

  init(_ path: String) throws {
    bytes = FileManager.default.contents(atPath: path)
    modified =
      (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    let folder = (path as NSString).deletingLastPathComponent
    folderContents = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
  }

  var description: String {
    "\(bytes?.count ?? -1) bytes, modified \(String(describing: modified)), beside: \(folderContents)"
  }
}
