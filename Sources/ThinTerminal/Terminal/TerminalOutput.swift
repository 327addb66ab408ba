#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing bytes to a file descriptor completely.
enum TerminalOutput {
  /// Writes all of `bytes`, retrying after interrupts and short writes. Gives up silently when
  /// the terminal is gone: there is nobody left to show an error to.
  static func writeAll(_ bytes: [UInt8], to fileDescriptor: Int32) {
    bytes.withUnsafeBytes { writeAll($0.baseAddress, count: $0.count, to: fileDescriptor) }
  }

  /// Writes `count` bytes from `start` the same way. It only calls `write`, so the signal
  /// handlers that restore the terminal use it too.
  static func writeAll(_ start: UnsafeRawPointer?, count: Int, to fileDescriptor: Int32) {
    guard let start else { return }
    var offset = 0
    while offset < count {
      let written = write(fileDescriptor, start + offset, count - offset)
      if written > 0 {
        offset += written
      } else if written < 0 && errno == EINTR {
        continue
      } else {
        return
      }
    }
  }
}
