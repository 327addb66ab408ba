import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Tells a waiting test that a file descriptor became readable — a pane wrote output into a
/// FIFO, a process ended (its pidfd) — by continuation, never by polling. Each ``wait(until:)``
/// ends at the first readiness since the previous wait ended, or at its deadline, and tells when
/// that readiness came: a starved test learns how late it looks.
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

  /// The state, apart from the signal: the source's handler holds it, not the signal.
  private final class Shared: Sendable {
    let state = Mutex(State())
  }

  private let shared = Shared()
  // Dispatch sources may be used from any thread; the protocol only lacks the annotation.
  nonisolated(unsafe) private let source: any DispatchSourceRead

  /// Watches `descriptor` (non-blocking), which the signal closes when it ends. With `oneShot`,
  /// the descriptor stays readable for good once it is (a pidfd): its first readiness ends the
  /// watch, and every wait after it returns at once. Otherwise each readiness drains it.
  init(descriptor: Int32, oneShot: Bool = false) {
    source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .global())
    source.setEventHandler { [source, shared] in
      if oneShot {
        source.cancel()
      } else {
        var buffer = [UInt8](repeating: 0, count: 4096)
        while buffer.withUnsafeMutableBytes({ read(descriptor, $0.baseAddress, $0.count) }) > 0 {}
      }
      let now = ContinuousClock.now
      let waiter = shared.state.withLock { state in
        state.isFinal = state.isFinal || oneShot
        let waiter = state.takeWaiter()
        if waiter == nil || state.isFinal { state.pendingSince = state.pendingSince ?? now }
        return waiter
      }
      waiter?.resume(returning: now)
    }
    source.setCancelHandler { close(descriptor) }
    source.resume()
  }

  deinit {
    source.cancel()
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
