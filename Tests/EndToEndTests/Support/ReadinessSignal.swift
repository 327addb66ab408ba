import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Tells a waiting test that a file descriptor became readable — a pane wrote output into a
/// FIFO, a process ended (its pidfd) — by continuation, from a thread of its own blocked in
/// `poll()` on it, never by checking on a timer. Each ``wait(until:)`` ends at the first
/// readiness since the previous wait ended, or at its deadline, and tells when that readiness
/// came: a starved test learns how late it looks.
final class ReadinessSignal: Sendable {
  private struct State {
    /// When the readiness no wait has taken yet came; for good once a one-shot descriptor was
    /// ready.
    var pendingSince: ContinuousClock.Instant?
    var isFinal = false
    var nextID = 0
    var waiter: (id: Int, continuation: CheckedContinuation<ContinuousClock.Instant?, Never>)?

    /// Takes the waiter, if it is still `id` (any, when nil).
    mutating func takeWaiter(_ id: Int? = nil)
      -> CheckedContinuation<ContinuousClock.Instant?, Never>?
    {
      guard let waiter, id == nil || waiter.id == id else { return nil }
      self.waiter = nil
      return waiter.continuation
    }
  }

  /// The state, apart from the signal: the watching thread holds it, not the signal.
  private final class Shared: Sendable {
    let state = Mutex(State())

    /// The descriptor was ready: resumes the waiter, or keeps the readiness for the next wait.
    func ready(final: Bool) {
      let now = ContinuousClock.now
      let waiter = state.withLock { state in
        state.isFinal = state.isFinal || final
        let waiter = state.takeWaiter()
        if waiter == nil || state.isFinal { state.pendingSince = state.pendingSince ?? now }
        return waiter
      }
      waiter?.resume(returning: now)
    }
  }

  private let shared = Shared()
  /// One end of the stop socket pair, closed when the signal ends: its thread then stops.
  private let stop: Int32

  /// Watches `descriptor` (non-blocking), which the signal closes when it ends. With `oneShot`,
  /// the descriptor stays readable for good once it is (a pidfd): its first readiness ends the
  /// watch, and every wait after it returns at once. Otherwise each readiness drains it.
  init(descriptor: Int32, oneShot: Bool = false) {
    let ends = Self.stopSocketPair()
    stop = ends[1]
    // A thread, not a dispatch read source: sources made and cancelled on many threads at once
    // crash libdispatch's event loop (swift-corelibs-libdispatch#949).
    Thread.detachNewThread { [shared, stopped = ends[0]] in
      Self.watch(descriptor, until: stopped, oneShot: oneShot, shared: shared)
    }
  }

  deinit {
    close(stop)
  }

  /// The thread's loop: tells `shared` of each readiness of `descriptor` (draining it, unless
  /// `oneShot`, whose first ends the loop) until `stopped` reads as closed; then closes both.
  private static func watch(
    _ descriptor: Int32, until stopped: Int32, oneShot: Bool, shared: Shared
  ) {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while waitReadable(descriptor, stopped: stopped) {
      if oneShot {
        shared.ready(final: true)
        break
      }
      while true {
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 || (count < 0 && errno == EINTR) else { break }
      }
      shared.ready(final: false)
    }
    close(descriptor)
    close(stopped)
  }

  /// Blocks until `descriptor` is ready (true), or `stopped` reads as closed or polling fails
  /// (false).
  private static func waitReadable(_ descriptor: Int32, stopped: Int32) -> Bool {
    var polled = [descriptor, stopped].map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
    while poll(&polled, nfds_t(polled.count), -1) < 0 {
      guard errno == EINTR else { return false }
    }
    return polled[1].revents == 0 && polled[0].revents & Int16(POLLNVAL) == 0
  }

  /// Two connected sockets, close-on-exec (a program the test starts must not hold one open):
  /// closing either makes the other read as closed.
  private static func stopSocketPair() -> [Int32] {
    var ends: [Int32] = [-1, -1]
    #if canImport(Glibc)
      let kind = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
      let made = socketpair(AF_UNIX, kind, 0, &ends) == 0
    #else
      let made =
        socketpair(AF_UNIX, SOCK_STREAM, 0, &ends) == 0
        && ends.allSatisfy { fcntl($0, F_SETFD, FD_CLOEXEC) == 0 }
    #endif
    precondition(made, "socketpair failed with errno \(errno)")
    return ends
  }

  /// Suspends until the descriptor is readable (at once when it was since the last wait), or
  /// until `deadline`: when the readiness came, or nil when time ran out first.
  func wait(until deadline: ContinuousClock.Instant) async -> ContinuousClock.Instant? {
    await withCheckedContinuation { continuation in
      // Either the readiness that came since the last wait, or the id of this wait.
      let taken = shared.state.withLock { state -> (ContinuousClock.Instant?, Int) in
        if let pending = state.pendingSince {
          if !state.isFinal { state.pendingSince = nil }
          return (pending, 0)
        }
        state.nextID += 1
        state.waiter = (state.nextID, continuation)
        return (nil, state.nextID)
      }
      if let pending = taken.0 { return continuation.resume(returning: pending) }
      let id = taken.1
      let left = max(.zero, min(ContinuousClock.now.duration(to: deadline), .seconds(86_400)))
      DispatchQueue.global().asyncAfter(
        deadline: .now() + .nanoseconds(Int(left / .nanoseconds(1)))
      ) { [shared] in
        shared.state.withLock { $0.takeWaiter(id) }?.resume(returning: nil)
      }
    }
  }
}
