import ArgumentParser
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writing to standard output and finding out whether it arrived.
///
/// `print` drops write errors: `demo graph > /dev/full` printed nothing and still exited 0, so a
/// script sending the graph to a file on a full disk saw success. Writing to the descriptor
/// with `write(2)` (no stdio buffer to flush later, when no one is left to tell) surfaces the
/// error at once.
enum StandardOutput {
  /// Why standard output could not take the text: the system's reason, as `strerror` words it.
  struct WriteError: Error, CustomStringConvertible {
    var code: Int32

    var description: String { String(cString: strerror(code)) }
  }

  /// Writes all of `text` to standard output; when any of it was not written, says so on
  /// standard error in one line that names `what` ("demo: cannot write the graph: No space
  /// left on device") and throws a failing status, so that a script writing it to a full disk
  /// or a closed pipe stops instead of going on with an empty or cut text.
  static func write(_ text: String, naming what: String) throws(ExitCode) {
    do {
      try write(text)
    } catch {
      FileHandle.standardError.write(Data("demo: cannot write the \(what): \(error)\n".utf8))
      throw ExitCode.failure
    }
  }

  /// Writes all of `text` to standard output, throwing when any of it was not written.
  static func write(_ text: String) throws(WriteError) {
    let bytes = Array(text.utf8)
    var offset = 0
    while offset < bytes.count {
      let count = bytes[offset...].withUnsafeBytes { buffer in
        #if canImport(Glibc)
          Glibc.write(STDOUT_FILENO, buffer.baseAddress, buffer.count)
        #else
          Darwin.write(STDOUT_FILENO, buffer.baseAddress, buffer.count)
        #endif
      }
      if count > 0 {
        offset += count
      } else if count < 0, errno == EINTR {
        continue
      } else {
        throw WriteError(code: count == 0 ? EIO : errno)
      }
    }
  }
}
