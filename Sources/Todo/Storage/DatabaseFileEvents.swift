import Dispatch
import Foundation
import ThinKit

#if canImport(Glibc)
  import Glibc
#endif

/// Tells when a database file, or the log SQLite writes beside it (`-wal`, `-journal`), is
/// written by any process: Linux's inotify on their folder, read by a dispatch source on a queue
/// of its own (never the main actor). Events come as one buffered signal, so a burst of writes
/// costs the reader one wake-up, not one per write.
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
      InotifyWatch(path: path)?.stream()
    #else
      nil
    #endif
  }
}

#if canImport(Glibc)
  /// One inotify instance watching the folder of a file for writes to the file and its log.
  private final class InotifyWatch: Sendable {
    private let descriptor: Int32
    private let names: Set<String>
    // Dispatch sources may be used from any thread; the protocol only lacks the annotation.
    nonisolated(unsafe) private let source: any DispatchSourceRead
    private static let queue = DispatchQueue(label: "thinkit.todo.file-events")

    init?(path: String) {
      let url = URL(fileURLWithPath: path)
      let name = url.lastPathComponent
      names = [name, name + "-wal", name + "-journal"]
      descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      guard descriptor >= 0 else { return nil }
      // The folder, not the files: the log comes and goes, and a watch on a file ends with it.
      let mask = UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_CREATE | IN_MOVED_TO | IN_DELETE)
      guard inotify_add_watch(descriptor, url.deletingLastPathComponent().path, mask) >= 0 else {
        close(descriptor)
        return nil
      }
      source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: Self.queue)
    }

    func stream() -> TrackedStream<Void> {
      let stream = TrackedStream<Void>(bufferingNewest: 1)
      source.setEventHandler { [self, weak stream] in
        if readEvents() { stream?.yield(()) }
      }
      source.setCancelHandler { [descriptor] in close(descriptor) }
      stream.onTermination { [self] in source.cancel() }
      source.resume()
      return stream
    }

    /// Drains the pending events (the descriptor does not block); true when one names our
    /// files.
    private func readEvents() -> Bool {
      var touched = false
      let header = MemoryLayout<inotify_event>.size
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return touched }
        var offset = 0
        while offset + header <= count {
          let length = buffer.withUnsafeBytes {
            Int($0.loadUnaligned(fromByteOffset: offset, as: inotify_event.self).len)
          }
          let nameBytes = buffer[(offset + header)..<min(count, offset + header + length)]
          let name = String(decoding: nameBytes.prefix { $0 != 0 }, as: UTF8.self)
          if names.contains(name) { touched = true }
          offset += header + length
        }
      }
    }
  }
#endif
