#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The termios settings of a terminal: read at open, made raw, and put back at restore.
struct TerminalAttributes {
  var settings: termios

  /// The settings of the terminal on `fileDescriptor`.
  static func read(fileDescriptor: Int32) throws(TerminalError) -> TerminalAttributes {
    var settings = termios()
    guard tcgetattr(fileDescriptor, &settings) == 0 else {
      throw .settingsUnavailable(reason: "tcgetattr failed (\(String(cString: strerror(errno))))")
    }
    return TerminalAttributes(settings: settings)
  }

  /// Raw mode (`cfmakeraw`): every byte arrives as typed, without echo, line editing, signal
  /// keys (Ctrl-C arrives as 0x03) or output processing (LF does not add CR). A read returns
  /// as soon as one byte is there.
  var raw: TerminalAttributes {
    var settings = settings
    cfmakeraw(&settings)
    withUnsafeMutableBytes(of: &settings.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    return TerminalAttributes(settings: settings)
  }

  /// Applies the settings to the terminal on `fileDescriptor` at once.
  func apply(to fileDescriptor: Int32) throws(TerminalError) {
    var settings = settings
    guard Self.setInForeground(fileDescriptor, &settings) == 0 else {
      throw .settingsUnavailable(reason: "tcsetattr failed (\(String(cString: strerror(errno))))")
    }
  }

  /// `tcsetattr` with SIGTTOU unblocked on this thread (the main actor's threads may block
  /// it): a program in the background (started with `&`, continued with `bg`) is stopped by
  /// the kernel until `fg` instead of taking the terminal from the shell. Async-signal-safe.
  static func setInForeground(_ fileDescriptor: Int32, _ settings: inout termios) -> Int32 {
    var ttou = sigset_t()
    sigemptyset(&ttou)
    sigaddset(&ttou, SIGTTOU)
    var previousMask = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &ttou, &previousMask)
    let result = tcsetattr(fileDescriptor, TCSANOW, &settings)
    pthread_sigmask(SIG_SETMASK, &previousMask, nil)
    return result
  }
}
