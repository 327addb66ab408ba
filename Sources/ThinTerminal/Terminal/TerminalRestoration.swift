#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Puts the terminal back the way it was, whichever way the process ends: a normal `restore()`,
/// `exit()`, a termination signal (`kill -TERM`, a closed window) or a crash.
///
/// Signal handlers may only call async-signal-safe functions and must not allocate, lock or
/// touch Swift objects. So everything they need — the original termios settings, the bytes that
/// leave the modes, the file descriptors, the actions they replaced — is copied into memory
/// allocated once, before any handler is installed. The handler calls `write` and `tcsetattr`
/// and then makes sure the process ends, since it cannot go on drawing on a restored terminal:
/// a fault the kernel raised (a crash) goes on to the action that was there before, usually
/// Swift's crash reporter, which prints its report on the restored screen and ends the process;
/// any other signal (`kill`, `abort()`) gets the default action, which ends the process.
enum TerminalRestoration {
  /// Signals whose default action ends the process; after each of them the shell must get its
  /// terminal back. Ctrl-C is not among the ways they arrive: in raw mode it is a key.
  static let endingSignals: [Int32] = [
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP,
  ]

  /// Whether a terminal's settings are stored for restoring.
  static var isArmed: Bool { record.pointee.isArmed != 0 }

  /// Stores what restoring needs and installs the handlers. Call before changing the terminal.
  @MainActor
  static func arm(
    input: Int32, output: Int32, original: TerminalAttributes, leaveSequence: [UInt8]
  ) {
    let count = min(leaveSequence.count, leaveCapacity)
    leaveBytes.update(from: leaveSequence, count: count)
    record.pointee = Record(
      isArmed: 1, input: input, output: output, settings: original.settings, leaveCount: count)
    if !isExitHandlerRegistered {
      atexit(restoreAtExit)
      isExitHandlerRegistered = true
    }
    for signal in endingSignals {
      var previous = sigaction()
      sigaction(signal, nil, &previous)
      // A signal the parent chose to ignore (`nohup` ignores SIGHUP) stays ignored.
      guard previous.handlerAddress != unsafeBitCast(SIG_IGN, to: Int.self) else { continue }
      replacedActions[Int(signal)] = previous
      var action = sigaction(detailsHandler: restoreAndReraise)
      sigaction(signal, &action, nil)
      isReplaced[Int(signal)] = true
    }
  }

  /// Restores the terminal and the signal actions that were there before `arm`.
  @MainActor
  static func restore() {
    restoreTerminal()
    for signal in endingSignals where isReplaced[Int(signal)] {
      isReplaced[Int(signal)] = false
      sigaction(signal, &replacedActions[Int(signal)], nil)
    }
  }

  /// The part of restoring that signal handlers and `atexit` share; async-signal-safe.
  fileprivate static func restoreTerminal() {
    guard record.pointee.isArmed != 0 else { return }
    record.pointee.isArmed = 0
    TerminalOutput.writeAll(leaveBytes, count: record.pointee.leaveCount, to: record.pointee.output)
    tcsetattr(record.pointee.input, TCSANOW, &record.pointee.settings)
  }

  /// Room for the bytes that leave the modes (about 60 with every mode on).
  fileprivate static let leaveCapacity = 256
  /// Signal numbers are below 65 on Linux and 33 on Darwin.
  fileprivate static let signalSlots = 65
}

/// What the handlers read, in plain memory.
private struct Record {
  var isArmed: Int32
  var input: Int32
  var output: Int32
  var settings: termios
  var leaveCount: Int
}

// nonisolated(unsafe): these two pointers are constants, allocated once and never freed, so a
// handler can never see a dangling one. The memory behind them is written only by `arm` (on the
// main actor, before any handler that reads it is installed) and by `restoreTerminal`, which
// clears `isArmed` before touching anything else; a handler racing a normal restore at worst
// writes the same bytes and settings twice, which is harmless.
nonisolated(unsafe) private let record: UnsafeMutablePointer<Record> = {
  let pointer = UnsafeMutablePointer<Record>.allocate(capacity: 1)
  pointer.initialize(
    to: Record(isArmed: 0, input: 0, output: 1, settings: termios(), leaveCount: 0))
  return pointer
}()
nonisolated(unsafe) private let leaveBytes: UnsafeMutablePointer<UInt8> = {
  let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: TerminalRestoration.leaveCapacity)
  pointer.initialize(repeating: 0, count: TerminalRestoration.leaveCapacity)
  return pointer
}()

// nonisolated(unsafe): constant pointers like the two above. A slot is written by `arm` before
// the handler for that signal is installed, and `restore` puts the action back before clearing
// anything, so a handler only ever reads a slot that is complete.
nonisolated(unsafe) private let replacedActions: UnsafeMutablePointer<sigaction> = {
  let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: TerminalRestoration.signalSlots)
  pointer.initialize(repeating: sigaction(), count: TerminalRestoration.signalSlots)
  return pointer
}()
/// Which slots hold a replaced action; only the main actor touches it.
@MainActor private var isReplaced = [Bool](repeating: false, count: TerminalRestoration.signalSlots)
@MainActor private var isExitHandlerRegistered = false

private func restoreAtExit() {
  TerminalRestoration.restoreTerminal()
}

/// The handler: restore, then raise the signal again at the action chosen above. The signal is
/// blocked while its handler runs, so the raised one arrives when this returns.
private func restoreAndReraise(
  _ signal: Int32, _ details: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
  TerminalRestoration.restoreTerminal()
  // A positive code means the kernel raised it for a fault of this process (SEGV_MAPERR,
  // ILL_ILLOPN…); zero or less that a process sent it (SI_USER, SI_TKILL).
  if let details, details.pointee.si_code > 0 {
    sigaction(signal, &replacedActions[Int(signal)], nil)
  } else {
    var action = sigaction(handler: nil)
    sigaction(signal, &action, nil)
  }
  raise(signal)
}
