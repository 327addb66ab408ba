#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Job control from raw mode, where the terminal sends Ctrl-Z as a byte instead of a signal.
enum JobControl {
  /// Stops the process as Ctrl-Z in cooked mode would (SIGTSTP), and returns once the shell
  /// continues it; the handler `TerminalRestoration` installs gives the terminal back before
  /// the stop and takes it again after. The signal is raised on the calling thread with SIGTSTP
  /// unblocked there:
  /// the threads the main actor runs on can block every signal, and a blocked stop would stay
  /// pending instead of stopping. A SIGTSTP the parent ignores, or one the kernel discards
  /// because no shell could continue the process (an orphaned process group), returns at once.
  static func stopUntilContinued() {
    var stop = sigset_t()
    sigemptyset(&stop)
    sigaddset(&stop, SIGTSTP)
    var previous = sigset_t()
    pthread_sigmask(SIG_UNBLOCK, &stop, &previous)
    raise(SIGTSTP)
    pthread_sigmask(SIG_SETMASK, &previous, nil)
  }
}
