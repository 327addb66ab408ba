import Synchronization

/// An asynchronous sequence of events from outside the app — a file another process wrote, a
/// signal — whose consumer counts as idle in its ``WorkTracker`` while it waits for the next
/// one: nothing in the app is busy making it. Yielding counts the waiting consumer busy again
/// before it runs, so a test that waits for the app to be idle sees the event handled.
///
/// One consumer iterates it. Elements that come while the consumer is busy wait in a buffer of
/// at most `bufferingNewest` (the oldest dropped). ``onTermination(_:)`` runs once, when the stream
/// finishes, its consumer's task is cancelled, or the stream is released.
public final class TrackedStream<Element: Sendable>: AsyncSequence, Sendable {
  private struct State {
    var buffer: [Element] = []
    var waiter: TrackedContinuation<Element?>?
    var isFinished = false
    var onTermination: (@Sendable () -> Void)?
  }

  public typealias Failure = Never

  private let limit: Int
  private let state = Mutex(State())

  /// A stream that keeps at most `limit` (at least 1) elements its consumer has not taken.
  public init(bufferingNewest limit: Int = .max) {
    self.limit = Swift.max(1, limit)
  }

  deinit {
    terminate()
  }

  /// Runs once, when the stream ends for its consumer: a file watch stops there.
  public func onTermination(_ action: @escaping @Sendable () -> Void) {
    state.withLock { $0.onTermination = action }
  }

  /// Hands `element` to the consumer, from any thread.
  public func yield(_ element: Element) {
    let waiter = state.withLock { state -> TrackedContinuation<Element?>? in
      guard !state.isFinished else { return nil }
      if let waiter = state.waiter {
        state.waiter = nil
        return waiter
      }
      state.buffer.append(element)
      if state.buffer.count > limit { state.buffer.removeFirst(state.buffer.count - limit) }
      return nil
    }
    waiter?.resume(returning: element)
  }

  /// Ends the stream: the consumer gets the elements buffered, then nil.
  public func finish() {
    let waiter = state.withLock { state -> TrackedContinuation<Element?>? in
      state.isFinished = true
      defer { state.waiter = nil }
      return state.waiter
    }
    waiter?.resume(returning: nil)
    terminate()
  }

  public func makeAsyncIterator() -> Iterator {
    Iterator(stream: self)
  }

  /// Takes the consumer's next element, waiting (idle) for one.
  fileprivate func next(isolation: isolated (any Actor)?) async -> Element? {
    await withTaskCancellationHandler {
      await withTrackedContinuation(isolation: isolation) {
        (waiter: TrackedContinuation<Element?>) in
        let ready = state.withLock { state -> Element?? in
          if !state.buffer.isEmpty { return .some(state.buffer.removeFirst()) }
          if state.isFinished || Task.isCancelled { return .some(nil) }
          state.waiter = waiter
          return nil
        }
        if let ready { waiter.resume(returning: ready) }
      }
    } onCancel: {
      finish()
    }
  }

  private func terminate() {
    let action = state.withLock { state in
      defer { state.onTermination = nil }
      return state.onTermination
    }
    action?()
  }

  /// The consumer's side of the stream.
  public struct Iterator: AsyncIteratorProtocol {
    public typealias Failure = Never

    fileprivate let stream: TrackedStream

    public mutating func next(isolation actor: isolated (any Actor)?) async -> Element? {
      await stream.next(isolation: actor)
    }

    public mutating func next() async -> Element? {
      await stream.next(isolation: nil)
    }
  }
}

extension TrackedStream where Element == Void {
  /// Signals the consumer: a stream of events that carry nothing.
  public func yield() {
    yield(())
  }
}
