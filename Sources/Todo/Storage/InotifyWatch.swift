#if canImport(Glibc)
  import Foundation
  import Glibc
  import ThinKit

  /// One inotify instance watching the folder of a file for writes to the file and its log
  /// (``DatabaseFileEvents``), read by a thread of its own that blocks in `poll()` until the
  /// folder changes or the stream's consumer stops, and closes the descriptors as it ends.
  final class InotifyWatch: Sendable {
    private let descriptor: Int32
    /// One end of the stop socket pair, which reads as closed once the consumer stopped.
    private let stopped: Int32
    private let names: Set<String>

    private init(descriptor: Int32, stopped: Int32, name: String) {
      self.descriptor = descriptor
      self.stopped = stopped
      // The index too: it is written through memory (no event), but its deletion is one.
      names = [name, name + "-wal", name + "-shm", name + "-journal"]
    }

    /// A signal per batch of writes to the file at `path` or its log (at most one waits for the
    /// consumer), until the stream's consumer stops; nil when inotify cannot watch its folder.
    static func changes(of path: String) -> TrackedStream<Void>? {
      let url = URL(fileURLWithPath: path)
      let descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
      guard descriptor >= 0 else { return nil }
      // The folder, not the files: the log comes and goes, and a watch on a file ends with it.
      let mask = UInt32(IN_MODIFY | IN_CLOSE_WRITE | IN_CREATE | IN_MOVED_TO | IN_DELETE)
      // A socket pair, not a pipe: Glibc's module has no `pipe2`, to make it close-on-exec.
      var stop: [Int32] = [-1, -1]
      let kind = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
      guard inotify_add_watch(descriptor, url.deletingLastPathComponent().path, mask) >= 0,
        socketpair(AF_UNIX, kind, 0, &stop) == 0
      else {
        close(descriptor)
        return nil
      }
      let watch = InotifyWatch(
        descriptor: descriptor, stopped: stop[0], name: url.lastPathComponent)
      let stream = TrackedStream<Void>(bufferingNewest: 1)
      // Closing the other end wakes the thread, which alone closes what its `poll()` uses.
      stream.onTermination { [stop = stop[1]] in close(stop) }
      // A thread, not a dispatch read source: sources made and cancelled on many threads at
      // once crash libdispatch's event loop (swift-corelibs-libdispatch#949).
      let thread = Thread { [weak stream] in watch.run { stream?.yield() } }
      thread.name = "thinkit.todo.file-events"
      thread.start()
      return stream
    }

    /// The thread's loop: `signal` after each batch of events that names our files, until the
    /// consumer stops; then closes the descriptors.
    private func run(signal: () -> Void) {
      while waitForEvents() {
        if readEvents() { signal() }
      }
      close(descriptor)
      close(stopped)
    }

    /// Blocks until inotify has events (true), or the consumer stopped or the descriptor
    /// failed (false).
    private func waitForEvents() -> Bool {
      var polled = [descriptor, stopped].map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
      while poll(&polled, nfds_t(polled.count), -1) < 0 {
        guard errno == EINTR else { return false }
      }
      return polled[1].revents == 0 && polled[0].revents & Int16(POLLIN) != 0
    }

    /// Drains the pending events (the descriptor does not block); true when one names our
    /// files.
    private func readEvents() -> Bool {
      var touched = false
      let header = MemoryLayout<inotify_event>.size
      var buffer = [UInt8](repeating: 0, count: 4096)
      while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        if count < 0 && errno == EINTR { continue }
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
