#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The size of a terminal window, as the kernel knows it.
enum WindowSize {
  /// What a terminal that cannot tell its size is assumed to have.
  static let fallback = Size(width: 80, height: 24)

  /// The size of the terminal on `fileDescriptor` (`ioctl(TIOCGWINSZ)`), or nil when it is no
  /// terminal or reports no size.
  static func read(fileDescriptor: Int32) -> Size? {
    var size = winsize()
    guard ioctl(fileDescriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0
    else { return nil }
    return Size(width: Int(size.ws_col), height: Int(size.ws_row))
  }
}
