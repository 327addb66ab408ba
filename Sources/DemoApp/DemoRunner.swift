import Foundation
import ThinDI
import ThinKit
import ThinTerminal
import Todo

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the demo in this process's terminal: builds the container, opens the first screen and
/// hands it to the terminal application. The `demo` entry point's only job.
public enum DemoRunner {
  /// The smallest terminal the demo apps lay out in.
  public static let minimumSize = Size(width: 40, height: 12)

  /// Takes the terminal (exiting with status 2 when there is none, before anything is opened
  /// or written), runs the launch (see ``DemoLaunch``), then the app from `start` until the
  /// user quits, closes what the apps opened, and gives the terminal back — also when a launch
  /// step fails, so that its error prints on the restored screen. `overrides` replaces
  /// registrations (a command line's options).
  ///
  /// A request to end from outside (SIGTERM, SIGHUP, or SIGINT sent by `kill`) quits as `q`
  /// does, then ends the process with that signal; a second one ends it at once.
  @MainActor
  public static func run(
    _ start: DemoStart, overrides: (inout ContainerBuilder) -> Void = { _ in }
  ) async throws {
    let clock = AnimationClock(ContinuousClock())
    let terminal = ANSITerminal.openOrExit(programName: "demo", clock: clock)
    let ending: Int32?
    do {
      defer { terminal.restore() }
      ending = try await runApplication(start, overrides: overrides, on: terminal)
    }
    if let ending { TerminationRequests.end(with: ending) }
  }

  /// Runs the app until it quits; the signal that asked it to, if one did.
  @MainActor
  private static func runApplication(
    _ start: DemoStart, overrides: (inout ContainerBuilder) -> Void, on terminal: ANSITerminal
  ) async throws -> Int32? {
    let launched = try await DemoLaunch.run(start, overrides: overrides, clock: ContinuousClock())
    let container = launched.container
    let root = DemoNavigationController(
      rootViewController: try launched.firstScreen(),
      navigationSpec: try container.resolve(NavigationSpec.self))
    let application = Application(rootViewController: root, minimumSize: minimumSize)
    application.updateCycle = try container.resolve(UpdateCycle.self)
    let requests = TerminationRequests { application.terminate() }
    defer { requests.uninstall() }
    await application.run(on: terminal, clock: try container.resolve(AnimationClock.self))
    // Shutdown: Todo's database copies its log into the file and closes, so a clean exit
    // leaves no -wal or -shm beside it. A database never opened is not touched.
    // A close that fails leaves the log for the next open, which replays it: nothing is lost.
    try? container.resolve(TodoDatabase.self).close()
    return requests.received
  }
}

/// Turns SIGTERM, SIGHUP and SIGINT into the app's own quit, so that it closes what it opened
/// as on `q`. The handler only writes the signal's number to a pipe (the "self-pipe"
/// technique; a handler may not touch Swift objects); a second signal of a kind goes to the
/// action that was there before (the terminal's restore-and-end), for an app that is stuck.
@MainActor
private final class TerminationRequests {
  private static let signals = [SIGTERM, SIGHUP, SIGINT]
  private var source: (any DispatchSourceRead)?
  private var previous: [Int32: sigaction] = [:]
  /// The first signal that asked to end.
  private(set) var received: Int32?

  init(onRequest: @escaping @MainActor () -> Void) {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
    let source = DispatchSource.makeReadSource(fileDescriptor: ends[0], queue: .main)
    source.setEventHandler { [weak self] in
      var byte: UInt8 = 0
      guard read(ends[0], &byte, 1) == 1 else { return }
      MainActor.assumeIsolated {
        guard let self, self.received == nil else { return }
        self.received = Int32(byte)
        onRequest()
      }
    }
    source.setCancelHandler { for end in ends { close(end) } }
    source.activate()
    self.source = source
    requestPipe.pointee = ends[1]
    for signal in Self.signals {
      var old = sigaction()
      sigaction(signal, nil, &old)
      // A signal the parent chose to ignore (`nohup`) stays ignored.
      guard old.handlerAddress != unsafeBitCast(SIG_IGN, to: Int.self) else { continue }
      previousActions[Int(signal)] = old
      var action = sigaction()
      sigemptyset(&action.sa_mask)
      action.sa_flags = SA_RESTART
      action.handlerAddress = unsafeBitCast(requestTermination as Handler, to: Int.self)
      sigaction(signal, &action, nil)
      previous[signal] = old
    }
  }

  /// Puts back the actions that were there before.
  func uninstall() {
    for (signal, var action) in previous { sigaction(signal, &action, nil) }
    previous = [:]
    source?.cancel()
    source = nil
  }

  /// Ends the process as `signal` does by default, once the terminal is given back: the
  /// parent sees the signal, as if nothing had been closed first.
  static func end(with signal: Int32) -> Never {
    var action = sigaction()
    sigemptyset(&action.sa_mask)
    sigaction(signal, &action, nil)
    var unblock = sigset_t()
    sigemptyset(&unblock)
    sigaddset(&unblock, signal)
    pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
    raise(signal)
    exit(128 + signal)
  }
}

private typealias Handler = @convention(c) (Int32) -> Void

// nonisolated(unsafe): constant pointers, allocated once and never freed. The pipe's end and a
// signal's slot are written on the main actor before the handler that reads them is installed.
nonisolated(unsafe) private let requestPipe: UnsafeMutablePointer<Int32> = {
  let pointer = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
  pointer.initialize(to: -1)
  return pointer
}()
nonisolated(unsafe) private let previousActions: UnsafeMutablePointer<sigaction> = {
  let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: 65)
  pointer.initialize(repeating: sigaction(), count: 65)
  return pointer
}()
nonisolated(unsafe) private let requestCounts: UnsafeMutablePointer<Int32> = {
  let pointer = UnsafeMutablePointer<Int32>.allocate(capacity: 65)
  pointer.initialize(repeating: 0, count: 65)
  return pointer
}()

/// The handler; async-signal-safe. The first signal of a kind asks the app to quit; the second
/// goes to the previous action at once.
private func requestTermination(_ signal: Int32) {
  let savedErrno = errno  // a handler must leave errno as it found it
  defer { errno = savedErrno }
  requestCounts[Int(signal)] += 1
  if requestCounts[Int(signal)] > 1 {
    sigaction(signal, &previousActions[Int(signal)], nil)
    raise(signal)
    return
  }
  var byte = UInt8(truncatingIfNeeded: signal)
  _ = write(requestPipe.pointee, &byte, 1)
}

extension sigaction {
  /// The handler as a number: `SIG_IGN`, `SIG_DFL` or a function. Glibc and Darwin name the
  /// handler's union differently: the one difference, kept here.
  fileprivate var handlerAddress: Int {
    get {
      #if canImport(Glibc)
        unsafeBitCast(__sigaction_handler.sa_handler, to: Int.self)
      #else
        unsafeBitCast(__sigaction_u.__sa_handler, to: Int.self)
      #endif
    }
    set {
      #if canImport(Glibc)
        __sigaction_handler.sa_handler = unsafeBitCast(newValue, to: Handler?.self)
      #else
        __sigaction_u.__sa_handler = unsafeBitCast(newValue, to: Handler?.self)
      #endif
    }
  }
}
