#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Puts the terminal back the way it was, whichever way the process ends: a normal `restore()`,
/// `exit()`, a termination signal (`kill -TERM`, a closed window) or a crash, and discards the
/// input left unread, which was meant for the program and not for the shell.
///
/// Signal handlers may only call async-signal-safe functions and must not allocate, lock or
/// touch Swift objects. So everything they need — the original termios settings, the bytes that
/// leave the modes, the file descriptors, the actions they replaced — is copied into memory
/// allocated once, before any handler is installed. The handler calls `write`, `tcsetattr` and
/// `tcflush`, and then makes sure the process ends, since it cannot go on drawing on a restored
/// terminal: a fault the kernel raised (a crash) goes on to the action that was there before,
/// usually Swift's crash reporter, which prints its report on the restored screen and ends the
/// process; any other signal (`kill`, `abort()`) gets the default action, which ends the process.
///
/// SIGTSTP (`kill -TSTP`, or Ctrl-Z through `JobControl`) stops the process instead: its handler
/// gives the terminal back the same way (unread input discarded too), stops with the default
/// action, and once continued (`fg`) takes the terminal again (raw mode, the modes) and asks for
/// a full frame through the resize pipe.
enum TerminalRestoration {
  /// Signals whose default action ends the process; after each of them the shell must get its
  /// terminal back. Ctrl-C is not among the ways they arrive: in raw mode it is a key.
  static let endingSignals: [Int32] = [
    SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGABRT, SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGTRAP,
  ]

  /// Whether a terminal's settings are stored for restoring.
  static var isArmed: Bool { record.pointee.isArmed != 0 }

  /// Stores what restoring (and taking the terminal again after a stop) needs and installs the
  /// handlers. Call before changing the terminal.
  @MainActor
  static func arm(
    input: Int32, output: Int32, original: TerminalAttributes, leaveSequence: [UInt8],
    enterSequence: [UInt8]
  ) {
    let leaveCount = min(leaveSequence.count, sequenceCapacity)
    leaveBytes.update(from: leaveSequence, count: leaveCount)
    let enterCount = min(enterSequence.count, sequenceCapacity)
    enterBytes.update(from: enterSequence, count: enterCount)
    record.pointee = Record(
      isArmed: 1, input: input, output: output, settings: original.settings,
      rawSettings: original.raw.settings, leaveCount: leaveCount, enterCount: enterCount)
    if !isExitHandlerRegistered {
      atexit(restoreAtExit)
      isExitHandlerRegistered = true
    }
    for signal in endingSignals {
      let isRequest = TerminationRequest.signals.contains(signal)
      replaceAction(
        of: signal,
        with: sigaction(detailsHandler: isRequest ? requestTermination : restoreAndReraise))
    }
    var stop = sigaction(handler: suspendUntilContinued)
    stop.sa_flags = SA_RESTART
    replaceAction(of: SIGTSTP, with: stop)
  }

  /// Restores the terminal and the signal actions that were there before `arm`.
  @MainActor
  static func restore() {
    restoreTerminal()
    for signal in 0..<signalSlots where isReplaced[signal] {
      isReplaced[signal] = false
      sigaction(Int32(signal), &replacedActions[signal], nil)
    }
  }

  /// Installs `action` for `signal`, keeping the one it replaces for `restore`; a signal the
  /// parent chose to ignore (`nohup` ignores SIGHUP) stays ignored.
  @MainActor
  private static func replaceAction(of signal: Int32, with action: sigaction) {
    var previous = sigaction()
    sigaction(signal, nil, &previous)
    guard previous.handlerAddress != unsafeBitCast(SIG_IGN, to: Int.self) else { return }
    replacedActions[Int(signal)] = previous
    var action = action
    sigaction(signal, &action, nil)
    isReplaced[Int(signal)] = true
  }

  /// The part of restoring that signal handlers and `atexit` share; async-signal-safe.
  fileprivate static func restoreTerminal() {
    guard record.pointee.isArmed != 0 else { return }
    record.pointee.isArmed = 0
    giveTerminalBack()
  }

  /// Leaves the modes, puts the settings of open back and discards the input not read yet,
  /// leaving the record armed (a stop gives the terminal back until `fg`); async-signal-safe.
  /// The shell reads the terminal next, at exit and while the program is stopped: the rest of a
  /// paste the terminal did not bracket (after a `q`, a Ctrl-C or a Ctrl-Z in it, or a signal)
  /// would reach it as typed, and run there.
  static func giveTerminalBack() {
    TerminalOutput.writeAll(leaveBytes, count: record.pointee.leaveCount, to: record.pointee.output)
    tcsetattr(record.pointee.input, TCSANOW, &record.pointee.settings)
    tcflush(record.pointee.input, TCIFLUSH)
  }

  /// Puts raw mode and the modes back after a stop; async-signal-safe. Continued in the
  /// background (`bg`), the program waits, stopped, for `fg` (see `setInForeground`).
  fileprivate static func takeTerminalAgain() {
    _ = TerminalAttributes.setInForeground(record.pointee.input, &record.pointee.rawSettings)
    TerminalOutput.writeAll(enterBytes, count: record.pointee.enterCount, to: record.pointee.output)
  }

  /// Room for the bytes that enter or leave the modes (about 60 with every mode on).
  fileprivate static let sequenceCapacity = 256
  /// Signal numbers are below 65 on Linux and 33 on Darwin.
  fileprivate static let signalSlots = 65
}

/// What the handlers read, in plain memory.
private struct Record {
  var isArmed: Int32
  var input: Int32
  var output: Int32
  var settings: termios
  var rawSettings: termios
  var leaveCount: Int
  var enterCount: Int
}

// nonisolated(unsafe): these two pointers are constants, allocated once and never freed, so a
// handler can never see a dangling one. The memory behind them is written only by `arm` (on the
// main actor, before any handler that reads it is installed) and by `restoreTerminal`, which
// clears `isArmed` before touching anything else; a handler racing a normal restore at worst
// writes the same bytes and settings twice, which is harmless.
nonisolated(unsafe) private let record: UnsafeMutablePointer<Record> = {
  let pointer = UnsafeMutablePointer<Record>.allocate(capacity: 1)
  pointer.initialize(
    to: Record(
      isArmed: 0, input: 0, output: 1, settings: termios(), rawSettings: termios(), leaveCount: 0,
      enterCount: 0))
  return pointer
}()
nonisolated(unsafe) private let leaveBytes = sequenceBuffer()
nonisolated(unsafe) private let enterBytes = sequenceBuffer()

private func sequenceBuffer() -> UnsafeMutablePointer<UInt8> {
  let pointer = UnsafeMutablePointer<UInt8>.allocate(
    capacity: TerminalRestoration.sequenceCapacity)
  pointer.initialize(repeating: 0, count: TerminalRestoration.sequenceCapacity)
  return pointer
}

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

/// The handler of the signals that ask the program to end: the first one becomes a request the
/// run loop answers (see `TerminationRequest`); a second one restores and ends the process at
/// once. The kernel sends them too, never for a fault: SIGHUP when the terminal hangs up (a
/// window closed), SIGINT from a cooked terminal's Ctrl-C; those are requests as `kill`'s are.
private func requestTermination(
  _ signal: Int32, _ details: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
) {
  if TerminationRequest.record(signal) {
    ResizeSignal.notify()
    return
  }
  restoreAndReraise(signal, details, context)
}

/// The SIGTSTP handler: gives the terminal back, stops the process with the default action (the
/// signal unblocked on this thread, so that it takes effect here), and once continued takes the
/// terminal again and wakes the input queue for a full frame. When the kernel discards the stop
/// (no shell could continue an orphaned process group), it goes on at once.
private func suspendUntilContinued(_ signal: Int32) {
  let savedErrno = errno  // a handler must leave errno as it found it
  defer { errno = savedErrno }
  let isArmed = record.pointee.isArmed != 0
  if isArmed { TerminalRestoration.giveTerminalBack() }
  var stop = sigaction(handler: nil)
  var handler = sigaction()
  sigaction(SIGTSTP, &stop, &handler)
  var unblock = sigset_t()
  sigemptyset(&unblock)
  sigaddset(&unblock, SIGTSTP)
  var previousMask = sigset_t()
  pthread_sigmask(SIG_UNBLOCK, &unblock, &previousMask)
  raise(SIGTSTP)
  pthread_sigmask(SIG_SETMASK, &previousMask, nil)
  sigaction(SIGTSTP, &handler, nil)
  guard isArmed, record.pointee.isArmed != 0 else { return }
  TerminalRestoration.takeTerminalAgain()
  ResizeSignal.notify()
}
