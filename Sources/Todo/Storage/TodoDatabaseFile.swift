import Foundation
import GRDB

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The checks a path passes before SQLite opens it for writing, each reading only: what the
/// path is (a regular file, not a directory or a pipe that would block the open), whether
/// this user may read and write it and make its journal beside it, and whose database it is.
///
/// Every refusal leaves the path exactly as it was, with no file created beside it.
enum TodoDatabaseFile {
  /// The `PRAGMA application_id` of our files: "THKT". A file with another id belongs to
  /// another application; one with none (0) is adopted when it holds our tables.
  static let applicationID: Int32 = 0x5448_4B54

  /// What a path holds, as `stat(2)` says, without opening it (opening a pipe blocks).
  enum Kind: Equatable {
    case missing
    case regularFile(mode: mode_t)
  }

  /// The kind of `path`, or the refusal of anything but a regular file.
  static func kind(of path: String) throws(TodoStoreError) -> Kind {
    var status = stat()
    guard stat(path, &status) == 0 else {
      switch errno {
      case ENOENT: return .missing
      case EACCES:
        throw .permissionDenied(path: path, what: "a folder on its path cannot be opened")
      case ENOTDIR: throw .cannotOpen(path: path, reason: "a part of its path is not a folder.")
      default: throw .cannotOpen(path: path, reason: String(cString: strerror(errno)) + ".")
      }
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG: return .regularFile(mode: status.st_mode)
    case S_IFDIR: throw .notARegularFile(path: path, kind: "a directory")
    case S_IFIFO: throw .notARegularFile(path: path, kind: "a named pipe")
    case S_IFCHR, S_IFBLK: throw .notARegularFile(path: path, kind: "a device")
    case S_IFSOCK: throw .notARegularFile(path: path, kind: "a socket")
    default: throw .notARegularFile(path: path, kind: "something else")
    }
  }

  /// Which file a path names: its device and inode.
  struct Identity: Equatable, Sendable {
    let device: UInt64
    let inode: UInt64

    /// The file `path` names now; nil when it names none.
    init?(of path: String) {
      var status = stat()
      guard stat(path, &status) == 0 else { return nil }
      self.init(status)
    }

    /// The file `status` describes.
    init(_ status: stat) {
      device = UInt64(status.st_dev)
      inode = UInt64(status.st_ino)
    }
  }

  /// The folder that holds `path` ("." for a bare name).
  static func folder(of path: String) -> String {
    let folder = (path as NSString).deletingLastPathComponent
    return folder.isEmpty ? "." : folder
  }

  /// Refuses a folder in which SQLite could not make the file or its `-wal` and `-shm`, and one
  /// made read-only on purpose (`chmod a-w`), even for root, as a read-only file is.
  static func requireWritableFolder(of path: String) throws(TodoStoreError) {
    let folder = folder(of: path)
    var status = stat()
    guard stat(folder, &status) == 0 else {
      if errno == ENOENT { throw .missingFolder(path: path, folder: folder) }
      throw .permissionDenied(path: path, what: "the folder \(folder) cannot be opened")
    }
    guard status.st_mode & S_IFMT == S_IFDIR else {
      throw .cannotOpen(path: path, reason: "\(folder) is not a folder.")
    }
    guard access(folder, W_OK | X_OK) == 0, status.st_mode & 0o222 != 0 else {
      throw .permissionDenied(path: path, what: "no files can be made in the folder \(folder)")
    }
  }

  /// Makes the missing folders of a path in the app's own data directory, saying in words
  /// which one could not be made.
  static func makeFolders(of path: String) throws(TodoStoreError) {
    let folder = folder(of: path)
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      // Foundation's own message is a domain and a number: find the folder that stopped it.
      var blocker = folder
      while !FileManager.default.fileExists(atPath: blocker), blocker != "/", blocker != "." {
        blocker = self.folder(of: blocker)
      }
      var isFolder: ObjCBool = false
      _ = FileManager.default.fileExists(atPath: blocker, isDirectory: &isFolder)
      if !isFolder.boolValue {
        throw .cannotOpen(path: path, reason: "\(blocker) is a file, not a folder.")
      }
      throw .permissionDenied(path: path, what: "the folder \(folder) cannot be made in \(blocker)")
    }
  }

  /// Refuses an existing regular file this user may not read or may not write. The mode's bits
  /// count too: a file made read-only on purpose (`chmod a-w`) stays so even for root.
  static func requireReadableAndWritable(_ path: String, mode: mode_t) throws(TodoStoreError) {
    guard access(path, R_OK) == 0, mode & 0o444 != 0 else {
      throw .permissionDenied(path: path, what: "the file cannot be read")
    }
    guard access(path, W_OK) == 0, mode & 0o222 != 0 else { throw .readOnly(path: path) }
  }

  /// Refuses a `-wal` or `-shm` file beside the database that this user may not write: SQLite
  /// would fail on it, and say "read-only" of the database.
  static func requireWritableSideFiles(of path: String) throws(TodoStoreError) {
    for suffix in ["-wal", "-shm"] {
      let side = path + suffix
      var status = stat()
      guard stat(side, &status) == 0 else { continue }
      guard access(side, R_OK | W_OK) == 0, status.st_mode & 0o222 != 0 else {
        throw .permissionDenied(path: path, what: "its \(suffix) file cannot be written")
      }
    }
  }

  /// Why SQLite could not open `path` when the system refuses this user the file or a side
  /// file beside it (EACCES, EPERM: another user's file, a security module), found by opening
  /// each that exists for reading; nil when they open. Nothing is created.
  static func permissionRefusal(of path: String) -> TodoStoreError? {
    for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: path + suffix) {
      // Non-blocking: a named pipe put in a side file's place must not stop the app here.
      let descriptor = open(path + suffix, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
      if descriptor >= 0 {
        close(descriptor)
      } else if errno == EACCES || errno == EPERM {
        let file = suffix.isEmpty ? "the file" : "its \(suffix) file"
        return .permissionDenied(path: path, what: "\(file) cannot be opened")
      }
    }
    return nil
  }

  /// The `-wal` and `-shm` files that existed beside a database before an open, so that a
  /// failed open removes those it made (an empty log, an index) and no others.
  struct SideFiles {
    let path: String
    let existed: Set<String>

    init(of path: String) {
      self.path = path
      existed = Set(["-wal", "-shm"].filter { FileManager.default.fileExists(atPath: path + $0) })
    }

    /// Removes the side files made since, when the log holds nothing and the index is not
    /// whole: a process that opened the file meanwhile has a whole index (SQLite maps 32 KiB of
    /// it before anything else), so only a failed open's files are removed.
    func removeMadeSince() {
      guard !path.isEmpty, !existed.contains("-wal"), !existed.contains("-shm") else { return }
      guard size(of: "-wal") ?? 0 == 0, size(of: "-shm") ?? 0 < 32_768 else { return }
      for suffix in ["-wal", "-shm"] { try? FileManager.default.removeItem(atPath: path + suffix) }
    }

    private func size(of suffix: String) -> Int? {
      (try? FileManager.default.attributesOfItem(atPath: path + suffix)[.size]) as? Int
    }
  }

  /// What the first bytes of a file say, read without SQLite.
  enum Header: Equatable {
    /// An empty file: a new database.
    case empty
    /// A SQLite database with this `application_id` (0 when the file is shorter than it).
    case database(applicationID: Int32)
  }

  /// Whether every byte of the file at `path` can be read (false: a read failed, as on a bad
  /// sector), read as SQLite reads it (`pread`). A file this user may not open counts as read:
  /// that is not a read error.
  static func readsWhole(_ path: String) -> Bool {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return true }
    defer { close(descriptor) }
    return readsWhole(descriptor)
  }

  /// Whether every byte of the file behind `descriptor` can be read, as SQLite reads it.
  @Sendable static func readsWhole(_ descriptor: Int32) -> Bool {
    var buffer = [UInt8](repeating: 0, count: 1 << 20)
    var offset: off_t = 0
    while true {
      let count = pread(descriptor, &buffer, buffer.count, offset)
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { return count == 0 }
      offset += off_t(count)
    }
  }

  /// Reads the header: refuses a file that is not SQLite, and one that carries another
  /// application's id.
  static func header(of path: String) throws(TodoStoreError) -> Header {
    let bytes: Data
    do {
      guard let handle = FileHandle(forReadingAtPath: path) else {
        throw TodoStoreError.permissionDenied(path: path, what: "the file cannot be read")
      }
      defer { try? handle.close() }
      bytes = try handle.read(upToCount: 100) ?? Data()
    } catch let error as TodoStoreError {
      throw error
    } catch {
      throw .cannotOpen(path: path, reason: "its first bytes could not be read.")
    }
    guard !bytes.isEmpty else { return .empty }
    guard bytes.starts(with: Data("SQLite format 3\0".utf8)) else {
      throw .notADatabase(path: path)
    }
    // A header SQLite wrote has the page size (a power of two from 512, or 1 for 65,536) at
    // bytes 16 and 17, and the fixed payload fractions 64, 32, 32 at bytes 21 to 23; the
    // other bytes of a damaged one mean nothing.
    guard bytes.count >= 100 else { throw .notADatabase(path: path) }
    let pageSize = Int(bytes[16]) << 8 | Int(bytes[17])
    guard pageSize == 1 || (pageSize >= 512 && pageSize & (pageSize - 1) == 0),
      bytes[21] == 64, bytes[22] == 32, bytes[23] == 32
    else { throw .notADatabase(path: path) }
    // Bytes 68 to 71, big-endian: the application id.
    let id = bytes[68..<72].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
    let applicationID = Int32(bitPattern: id)
    if applicationID != 0, applicationID != Self.applicationID {
      throw .foreignDatabase(path: path)
    }
    return .database(applicationID: applicationID)
  }
}
