import Synchronization
import ThinKit

/// Runs an `InputParser` over bytes as they are read, from any thread, and tells by time what
/// only time tells: a lone `ESC` (the Escape key) from the start of a sequence, a control string
/// from Alt-] and typed keys, and a bracketed paste from a stray paste start marker.
///
/// A terminal sends an arrow key as `ESC [ A` in one write, so bytes that follow `ESC` within
/// `escapeTimeout` belong to it; if nothing follows, the `ESC` was the Escape key. So with a
/// control string (`ESC ] 11 ; rgb:… ESC \`): it is one while its bytes keep coming; if the input
/// pauses for `escapeTimeout` before its end, it was Alt-] and the keys after it. A terminal
/// writes a paste as fast as the program reads it, so a bracketed paste whose end marker has not
/// come when no byte arrived for `pasteTimeout` is none: its bytes are read as keys, and the
/// keys typed after it act; once a Ctrl-C came in it, `escapeTimeout` does. The bytes that
/// follow a paste's end marker within `escapeTimeout` are pasted text if another end marker
/// comes among them (the paste's own text held one), keys otherwise, delivered at the pause: a
/// paste never becomes commands, and keys typed after one act as soon as the input pauses. Both
/// timeouts run on an injected clock, so tests advance a test clock instead of waiting, and are
/// held while the read is paused for the run loop to catch up (see `InputFlowControl`).
public final class InputDecoder: Sendable {
  /// 40 ms: longer than the gap between the bytes of one sequence, even over ssh, and shorter
  /// than a person notices.
  public static let defaultEscapeTimeout: Duration = .milliseconds(40)
  /// 1 s: far longer than the gaps inside a paste, even over ssh, and short enough that a
  /// person whose keys a stray paste start took sees them act at their next pause.
  public static let defaultPasteTimeout: Duration = .seconds(1)

  private struct State {
    var parser = InputParser()
    var timer: Task<Void, Never>?
    /// Counts the timers started, so a timer that lost a race with new bytes does nothing.
    var generation = 0
    /// Whether the timeouts are held while nothing reads (see `hold()`).
    var isHeld = false
  }

  private let clock: AnimationClock
  private let escapeTimeout: Duration
  private let pasteTimeout: Duration
  private let deliver: @Sendable ([InputEvent]) -> Void
  private let report: @Sendable (Point) -> Void
  /// `deliver` is called with it held too, so events leave in the order bytes came.
  private let state = Mutex(State())

  /// A decoder that hands the events each read completes to `deliver`, together (never an
  /// empty array), and each cursor position report (the answer to `ESC [ 6 n`, zero-based) to
  /// `report`.
  public init(
    clock: AnimationClock,
    escapeTimeout: Duration = defaultEscapeTimeout,
    pasteTimeout: Duration = defaultPasteTimeout,
    report: @escaping @Sendable (Point) -> Void = { _ in },
    deliver: @escaping @Sendable ([InputEvent]) -> Void
  ) {
    self.clock = clock
    self.escapeTimeout = escapeTimeout
    self.pasteTimeout = pasteTimeout
    self.report = report
    self.deliver = deliver
  }

  /// A decoder that hands each event to `emit`, one by one.
  public convenience init(
    clock: AnimationClock,
    escapeTimeout: Duration = defaultEscapeTimeout,
    pasteTimeout: Duration = defaultPasteTimeout,
    report: @escaping @Sendable (Point) -> Void = { _ in },
    emit: @escaping @Sendable (InputEvent) -> Void
  ) {
    self.init(
      clock: clock, escapeTimeout: escapeTimeout, pasteTimeout: pasteTimeout, report: report,
      deliver: { events in for event in events { emit(event) } })
  }

  deinit {
    state.withLock { $0.timer?.cancel() }
  }

  /// Parses bytes just read; events complete in them are emitted before this returns.
  public func receive(_ bytes: some Sequence<UInt8>) {
    state.withLock { state in
      let events = state.parser.parse(bytes)
      if !events.isEmpty { deliver(events) }
      for position in state.parser.takePositionReports() { report(position) }
      armTimer(&state)
    }
  }

  /// Starts the timeout that what waits needs, if anything waits: the paste's or the Escape's.
  private func armTimer(_ state: inout State) {
    state.timer?.cancel()
    state.timer = nil
    let timeout: Duration
    if state.isHeld {
      return
    } else if state.parser.isInPaste {
      timeout = pasteTimeout
    } else if state.parser.hasPendingInput {
      timeout = escapeTimeout
    } else {
      return
    }
    state.generation += 1
    // The deadline is fixed now, not when the timer task first runs, so a clock advanced in
    // between still fires it.
    state.timer = startTimer(generation: state.generation, deadline: clock.now + timeout)
  }

  /// Stops the clock while nothing reads the terminal (the read paused for the run loop to catch
  /// up): the bytes that would decide a pending timeout may be waiting unread, so none decides
  /// anything until `release()`.
  func hold() {
    state.withLock { state in
      state.isHeld = true
      state.timer?.cancel()
      state.timer = nil
      state.generation += 1
    }
  }

  /// Whether a timeout runs: what tests of a paused read check.
  var isTimerArmed: Bool { state.withLock { $0.timer != nil } }

  /// Reading goes on: a pending timeout starts again, in full, as if its bytes came now.
  func release() {
    state.withLock { state in
      state.isHeld = false
      armTimer(&state)
    }
  }

  /// Stops the pending timeout; bytes still pending, an unfinished paste's too, are dropped.
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
      let events = state.parser.flush()
      if !events.isEmpty { deliver(events) }
      for position in state.parser.takePositionReports() { report(position) }
    }
  }
}
