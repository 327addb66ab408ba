import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Tells a waiting test that a file descriptor became readable — a pane wrote output into a
/// FIFO, a process ended (its pidfd) — by continuation, never by polling. Each ``wait(until:)``
/// ends at the first readiness since the previous wait ended, or at its deadline.
final class ReadinessSignal: Sendable {
  private struct State {
    /// Readiness no wait has taken yet; for good once a one-shot descriptor was ready.
    var isPending = false
    var isFinal = false
    var nextID = 0
    var waiter: (id: Int, continuation: CheckedContinuation<Bool, Never>)?

    /// Takes the waiter, if it is still `id` (any, when nil).
    mutating func takeWaiter(_ id: Int? = nil) -> CheckedContinuation<Bool, Never>? {
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
      let waiter = shared.state.withLock { state in
        state.isFinal = state.isFinal || oneShot
        let waiter = state.takeWaiter()
        state.isPending = waiter == nil
        return waiter
      }
      waiter?.resume(returning: true)
    }
    source.setCancelHandler { close(descriptor) }
    source.resume()
  }

  deinit {
    source.cancel()
  }

  /// Suspends until the descriptor is readable (at once when it was since the last wait), or
  /// until `deadline`: true for readiness, false when time ran out first.
  func wait(until deadline: ContinuousClock.Instant) async -> Bool {
    await withCheckedContinuation { continuation in
      let id = shared.state.withLock { state -> Int? in
        guard !state.isPending else {
          state.isPending = state.isFinal
          return nil
        }
        state.nextID += 1
        state.waiter = (state.nextID, continuation)
        return state.nextID
      }
      guard let id else { return continuation.resume(returning: true) }
      let left = max(.zero, min(ContinuousClock.now.duration(to: deadline), .seconds(86_400)))
      DispatchQueue.global().asyncAfter(
        deadline: .now() + .nanoseconds(Int(left / .nanoseconds(1)))
      ) { [shared] in
        shared.state.withLock { $0.takeWaiter(id) }?.resume(returning: false)
      }
    }
  }
}
