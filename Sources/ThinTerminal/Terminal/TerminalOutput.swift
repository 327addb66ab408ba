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
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(fileDescriptor, buffer.baseAddress! + offset, buffer.count - offset)
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
}
