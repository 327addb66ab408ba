import Foundation
import ThinKit

/// Runs an `InputParser` over bytes as they are read, from any thread, and tells a lone `ESC`
/// (the Escape key) from the start of a sequence by time.
///
/// A terminal sends an arrow key as `ESC [ A` in one write, so bytes that follow `ESC` within
/// `escapeTimeout` belong to it; if nothing follows, the `ESC` was the Escape key. The timeout
/// runs on an injected clock, so tests advance a `TestClock` instead of waiting.
public final class InputDecoder: @unchecked Sendable {
  // @unchecked: the mutable state (parser, timer, generation) is only touched while `lock` is
  // held, and `emit` is called under the lock too, so events leave in the order bytes came.

  /// 40 ms: longer than the gap between the bytes of one sequence, even over ssh, and shorter
  /// than a person notices.
  public static let defaultEscapeTimeout: Duration = .milliseconds(40)

  private let clock: AnimationClock
  private let escapeTimeout: Duration
  private let emit: @Sendable (InputEvent) -> Void
  private let lock = NSLock()
  private var parser = InputParser()
  private var timer: Task<Void, Never>?
  /// Counts the timers started, so a timer that lost a race with new bytes does nothing.
  private var generation = 0

  /// A decoder that hands each event to `emit`.
  public init(
    clock: AnimationClock,
    escapeTimeout: Duration = defaultEscapeTimeout,
    emit: @escaping @Sendable (InputEvent) -> Void
  ) {
    self.clock = clock
    self.escapeTimeout = escapeTimeout
    self.emit = emit
  }

  deinit {
    timer?.cancel()
  }

  /// Parses bytes just read; events complete in them are emitted before this returns.
  public func receive(_ bytes: some Sequence<UInt8>) {
    lock.withLock {
      for event in parser.parse(bytes) { emit(event) }
      timer?.cancel()
      timer = nil
      guard parser.hasPendingInput, !parser.isInPaste else { return }
      generation += 1
      // The deadline is fixed now, not when the timer task first runs, so a clock advanced in
      // between still fires it.
      startTimer(generation: generation, deadline: clock.now + escapeTimeout)
    }
  }

  /// Stops the pending timeout; bytes still pending are dropped.
  public func cancel() {
    lock.withLock {
      timer?.cancel()
      timer = nil
      generation += 1
      parser = InputParser()
    }
  }

  private func startTimer(generation: Int, deadline: Duration) {
    timer = Task { [clock, weak self] in
      let remaining = deadline - clock.now
      if remaining > .zero {
        do { try await clock.sleep(for: remaining) } catch { return }
      }
      self?.expire(generation: generation)
    }
  }

  private func expire(generation: Int) {
    lock.withLock {
      guard generation == self.generation else { return }
      timer = nil
      for event in parser.flush() { emit(event) }
    }
  }
}
