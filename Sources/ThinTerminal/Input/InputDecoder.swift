import Synchronization
import ThinKit

/// Runs an `InputParser` over bytes as they are read, from any thread, and tells a lone `ESC`
/// (the Escape key) from the start of a sequence by time.
///
/// A terminal sends an arrow key as `ESC [ A` in one write, so bytes that follow `ESC` within
/// `escapeTimeout` belong to it; if nothing follows, the `ESC` was the Escape key. The timeout
/// runs on an injected clock, so tests advance a `TestClock` instead of waiting.
public final class InputDecoder: Sendable {
  /// 40 ms: longer than the gap between the bytes of one sequence, even over ssh, and shorter
  /// than a person notices.
  public static let defaultEscapeTimeout: Duration = .milliseconds(40)

  private struct State {
    var parser = InputParser()
    var timer: Task<Void, Never>?
    /// Counts the timers started, so a timer that lost a race with new bytes does nothing.
    var generation = 0
  }

  private let clock: AnimationClock
  private let escapeTimeout: Duration
  private let emit: @Sendable (InputEvent) -> Void
  private let report: @Sendable (Point) -> Void
  /// `emit` is called with it held too, so events leave in the order bytes came.
  private let state = Mutex(State())

  /// A decoder that hands each event to `emit`, and each cursor position report (the answer
  /// to `ESC [ 6 n`, zero-based) to `report`.
  public init(
    clock: AnimationClock,
    escapeTimeout: Duration = defaultEscapeTimeout,
    report: @escaping @Sendable (Point) -> Void = { _ in },
    emit: @escaping @Sendable (InputEvent) -> Void
  ) {
    self.clock = clock
    self.escapeTimeout = escapeTimeout
    self.report = report
    self.emit = emit
  }

  deinit {
    state.withLock { $0.timer?.cancel() }
  }

  /// Parses bytes just read; events complete in them are emitted before this returns.
  public func receive(_ bytes: some Sequence<UInt8>) {
    state.withLock { state in
      for event in state.parser.parse(bytes) { emit(event) }
      for position in state.parser.takePositionReports() { report(position) }
      state.timer?.cancel()
      state.timer = nil
      guard state.parser.hasPendingInput, !state.parser.isInPaste else { return }
      state.generation += 1
      // The deadline is fixed now, not when the timer task first runs, so a clock advanced in
      // between still fires it.
      state.timer = startTimer(generation: state.generation, deadline: clock.now + escapeTimeout)
    }
  }

  /// Stops the pending timeout; bytes still pending are dropped.
  public func cancel() {
    state.withLock { state in
      state.timer?.cancel()
      state.timer = nil
      state.generation += 1
      state.parser = InputParser()
    }
  }

  private func startTimer(generation: Int, deadline: Duration) -> Task<Void, Never> {
    Task { [clock, weak self] in
      do { try await clock.sleep(until: deadline) } catch { return }
      self?.expire(generation: generation)
    }
  }

  private func expire(generation: Int) {
    state.withLock { state in
      guard generation == state.generation else { return }
      state.timer = nil
      for event in state.parser.flush() { emit(event) }
    }
  }
}
