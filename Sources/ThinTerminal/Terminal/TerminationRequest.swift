import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A termination signal sent to the program (`kill -TERM`, a closed window's SIGHUP, `kill
/// -INT`), turned into a request the run loop answers like `q`: every screen leaves for good
/// first, so edits on screen are saved, then the terminal is given back and the program ends.
///
/// The signal handler may only do async-signal-safe things: it counts the request in a
/// lock-free atomic and wakes the input queue through the resize self-pipe. A second signal
/// while the first is still unanswered (a program that hangs) ends the process at once, the
/// terminal restored, as before.
enum TerminationRequest {
  /// Signals that ask the program to end rather than say it crashed.
  static let signals: [Int32] = [SIGTERM, SIGHUP, SIGINT]

  /// Records a request from a signal handler; false when one is already pending, which the
  /// caller answers by ending the process. Async-signal-safe.
  static func record(_ signal: Int32) -> Bool {
    requestingSignal.store(signal, ordering: .relaxed)
    return pendingRequests.add(1, ordering: .relaxed).newValue == 1
  }

  /// The signal that asked the program to end, if one did: once the terminal is given back,
  /// the program ends by it, so that its parent sees it was ended by that signal (status
  /// 128 + N), as a shell expects of a program that cleaned up.
  static var signal: Int32? {
    let signal = requestingSignal.load(ordering: .relaxed)
    return signal == 0 ? nil : signal
  }

  /// Whether a request arrived since the last call; clears it.
  static func take() -> Bool {
    pendingRequests.exchange(0, ordering: .relaxed) > 0
  }
}

/// Requests not yet answered, and the last signal that made one: lock-free, so a signal
/// handler may touch them.
private let pendingRequests = Atomic<Int>(0)
private let requestingSignal = Atomic<Int32>(0)
