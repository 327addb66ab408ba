#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Turns SIGWINCH (the window was resized) into a byte on a pipe that a reader can wait on.
///
/// The handler may only do async-signal-safe things, so it writes one byte to a non-blocking
/// pipe (the "self-pipe" technique) and the input queue reads the new size from the kernel.
enum ResizeSignal {
  /// Installs the handler and returns the pipe's read end; nil when no pipe could be made.
  @MainActor
  static func install() -> Int32? {
    if pipeEnds.pointee.read < 0 {
      var ends: [Int32] = [-1, -1]
      guard pipe(&ends) == 0 else { return nil }
      for end in ends {
        _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        _ = fcntl(end, F_SETFD, FD_CLOEXEC)
      }
      pipeEnds.pointee = (ends[0], ends[1])
    }
    var action = sigaction(handler: notifyResize)
    action.sa_flags = SA_RESTART
    sigaction(SIGWINCH, &action, &previousAction)
    return pipeEnds.pointee.read
  }

  /// Puts back the SIGWINCH action that was there before `install`.
  @MainActor
  static func uninstall() {
    sigaction(SIGWINCH, &previousAction, nil)
  }

  /// Wakes the reader as a resize does, so that the next frame is drawn in full: what a SIGTSTP
  /// handler does once the process is continued. Async-signal-safe.
  static func notify() {
    notifyResize(SIGWINCH)
  }

  /// Empties the pipe after a wake-up; several resizes in a row need one new size.
  static func drain(_ fileDescriptor: Int32) {
    var bytes = [UInt8](repeating: 0, count: 64)
    while read(fileDescriptor, &bytes, bytes.count) > 0 {}
  }
}

// nonisolated(unsafe): a constant pointer, allocated once and never freed; its memory is written
// once, on the main actor, before the handler that reads it is installed.
nonisolated(unsafe) private let pipeEnds: UnsafeMutablePointer<(read: Int32, write: Int32)> = {
  let pointer = UnsafeMutablePointer<(read: Int32, write: Int32)>.allocate(capacity: 1)
  pointer.initialize(to: (-1, -1))
  return pointer
}()

@MainActor private var previousAction = sigaction()

private func notifyResize(_ signal: Int32) {
  let savedErrno = errno  // a handler must leave errno as it found it
  var byte: UInt8 = 1
  _ = write(pipeEnds.pointee.write, &byte, 1)
  errno = savedErrno
}
