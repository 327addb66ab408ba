import Foundation
import ThinKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real terminal: raw mode, the alternate screen, input decoded off the main actor, and
/// frames drawn with ANSI escape sequences, only where they changed.
///
/// Opening it saves the terminal's settings and installs handlers that put them back however
/// the process ends: `restore()`, `exit()`, a termination signal (SIGINT, SIGTERM, SIGHUP…) or a
/// crash signal. In raw mode Ctrl-C is not a signal but a key press (`c` with `.control`); the
/// app decides what it means. A resize (SIGWINCH) arrives as `TerminalEvent.resize` and makes the
/// next frame a full redraw.
///
/// Opening also measures how wide the terminal draws the graphemes terminals disagree on
/// (see `WidthProbe`), without waiting: frames drawn before the answers keep each such grapheme
/// in its cells without knowing its width, and once they came the screen is drawn again, each
/// one padded or replaced to fill its cells exactly.
///
/// Only one `ANSITerminal` can be open at a time: the process has one terminal to restore.
@MainActor
public final class ANSITerminal: TerminalDevice {
  public private(set) var size: Size
  public let events: AsyncStream<TerminalEvent>
  /// The colors frames are drawn with, detected from the environment at open.
  public let colorMode: ColorMode
  /// The symbols drawn, detected from the locale at open (`LC_ALL`, `LC_CTYPE`, `LANG`).
  public let glyphSet: GlyphSet
  public var showsColor: Bool { colorMode.showsColor }
  public var shouldDifferentiateWithoutColor: Bool { colorMode.shouldDifferentiateWithoutColor }
  /// The modes turned on at open.
  public let modes: TerminalModes
  /// Whether `restore()` has run; after it, `present` draws nothing.
  public private(set) var isRestored = false

  private nonisolated static let input: Int32 = 0
  private nonisolated static let output: Int32 = 1
  private var renderer: FrameRenderer
  private let continuation: AsyncStream<TerminalEvent>.Continuation
  private let decoder: InputDecoder
  /// Bounds the events read and not handled yet.
  private let flow: InputFlowControl
  private var source: TerminalInputSource?
  /// The answers to the width probe, and the task that collects them until the timeout.
  private let positionReports: AsyncStream<Point>.Continuation
  private var probe: Task<Void, Never>?
  /// The probe's answers still to come, read and dropped by `restore()`.
  private let probeAnswers: ProbeAnswers

  /// Opens the terminal on standard input and output.
  ///
  /// - Parameters:
  ///   - programName: names the program in the error when there is no terminal.
  ///   - environment: decides the color mode (`COLORTERM`, `TERM`, `NO_COLOR`) and the glyph
  ///     set (the locale).
  ///   - clock: times the Escape key's timeout.
  ///   - modes: the modes to turn on.
  /// - Throws: `TerminalError.notATerminal` when stdin or stdout is not a TTY,
  ///   `.cannotAddressCursor` when `TERM` is `dumb`, `.alreadyOpen`, or `.settingsUnavailable`.
  public init(
    programName: String,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    clock: AnimationClock = AnimationClock(HostClock()),
    modes: TerminalModes = .all
  ) throws(TerminalError) {
    guard isatty(Self.input) == 1, isatty(Self.output) == 1 else {
      throw .notATerminal(program: programName)
    }
    // Checked before the terminal is touched: nothing may be written to a terminal that would
    // print escape sequences as text.
    guard environment["TERM"] != "dumb" else { throw .cannotAddressCursor(program: programName) }
    guard !TerminalRestoration.isArmed else { throw .alreadyOpen }
    let original = try TerminalAttributes.read(fileDescriptor: Self.input)
    colorMode = ColorMode.detect(environment: environment)
    glyphSet = GlyphSet.detect(environment: environment)
    self.modes = modes
    renderer = FrameRenderer(colorMode: colorMode, glyphSet: glyphSet)
    size = WindowSize.read(fileDescriptor: Self.output) ?? WindowSize.fallback
    let (events, continuation) = AsyncStream.makeStream(
      of: TerminalEvent.self, bufferingPolicy: .unbounded)
    self.events = events
    self.continuation = continuation
    let (reports, positionReports) = AsyncStream.makeStream(
      of: Point.self, bufferingPolicy: .bufferingOldest(WidthProbe.kinds.count))
    self.positionReports = positionReports
    let probes = glyphSet == .unicode
    let answers = ProbeAnswers(expected: probes ? WidthProbe.kinds.count : 0)
    probeAnswers = answers
    let flow = InputFlowControl()
    self.flow = flow
    decoder = InputDecoder(
      clock: clock,
      report: {
        answers.receive()
        positionReports.yield($0)
      },
      deliver: { events in
        flow.didQueue(events.count)
        continuation.yield(events.count == 1 ? .input(events[0]) : .inputs(events))
      })

    TerminalRestoration.arm(
      input: Self.input, output: Self.output, original: original,
      leaveSequence: modes.leaveSequence, enterSequence: modes.enterSequence)
    do {
      try original.raw.apply(to: Self.input)
    } catch {
      TerminalRestoration.restore()
      throw error
    }
    TerminalOutput.writeAll(
      modes.enterSequence + (probes ? WidthProbe.request : []), to: Self.output)
    startReading()
    if probes { measureWidths(from: reports, clock: clock) } else { positionReports.finish() }
  }

  /// Draws `frame`, writing only what changed since the last one, in one `write`.
  public func present(_ frame: CellBuffer, cursor: Point?) {
    guard !isRestored else { return }
    let bytes = renderer.render(frame, cursor: cursor)
    if !bytes.isEmpty { TerminalOutput.writeAll(bytes, to: Self.output) }
  }

  /// Makes the next frame clear the screen and draw every cell.
  public func invalidate() {
    renderer.invalidate()
  }

  /// Leaves the alternate screen, turns the modes off, puts the terminal's settings back as they
  /// were at open, ends `events` and writes `message` to standard error, where the restored
  /// screen shows it. Safe to call more than once. When a termination signal asked the program
  /// to end (the run ended as for `q`, screens saved), the process then ends by that signal, so
  /// that its parent sees how it ended: call it last.
  public func restore(writingToStandardError message: String = "") {
    guard !isRestored else { return }
    isRestored = true
    probe?.cancel()
    positionReports.finish()
    source?.stop()
    source = nil
    decoder.cancel()
    // Still raw: answers that come now are not echoed, and do not reach the shell.
    probeAnswers.discardOutstanding(from: Self.input)
    ResizeSignal.uninstall()
    TerminalRestoration.restore()
    continuation.finish()
    if !message.isEmpty { TerminalOutput.writeAll(Array(message.utf8), to: STDERR_FILENO) }
    if let signal = TerminationRequest.signal {
      var action = sigaction(handler: nil)
      sigaction(signal, &action, nil)
      // This thread may be one that blocks the signal (a worker of the main executor).
      var unblock = sigset_t()
      sigemptyset(&unblock)
      sigaddset(&unblock, signal)
      pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
      raise(signal)
    }
  }

  /// Whether a termination signal (SIGTERM, SIGHUP, SIGINT) came: set by its handler, before
  /// its ``TerminalEvent/terminate`` reaches the run loop behind the input read before it.
  public var isTerminationRequested: Bool { TerminationRequest.signal != nil }

  /// Leaves the alternate screen and the modes, puts the settings of open back and stops the
  /// process (SIGTSTP); once continued, takes the terminal again and asks for a full frame. A
  /// process the shell cannot stop (no job control: its group is orphaned) goes on at once.
  /// SIGTSTP sent from outside (`kill -TSTP`) does the same.
  public func suspend() {
    guard !isRestored else { return }
    JobControl.stopUntilContinued()
    didResize(to: WindowSize.read(fileDescriptor: Self.output) ?? size)
  }

  /// Counts `event`'s keys as handled: once few wait, a read paused for the run loop goes on.
  public func didHandleEvent(_ event: TerminalEvent) {
    flow.didHandle(event.inputCount)
  }

  private func startReading() {
    let continuation = continuation
    let source = TerminalInputSource(
      inputDescriptor: Self.input,
      resizeDescriptor: ResizeSignal.install(),
      decoder: decoder, flow: flow,
      onEnd: { continuation.finish() },
      onResize: { [weak self] in
        // The self-pipe also carries termination requests (see `TerminationRequest`).
        if TerminationRequest.take() {
          continuation.yield(.terminate)
          return
        }
        let size = WindowSize.read(fileDescriptor: Self.output)
        Task { @MainActor in self?.didResize(to: size) }
      })
    source.start()
    self.source = source
  }

  /// Collects the probe's answers until all came or the timeout ends the stream, then draws
  /// the screen again with the widths learned.
  private func measureWidths(from reports: AsyncStream<Point>, clock: AnimationClock) {
    let deadline = clock.now + WidthProbe.timeout
    let timeout = Task { [positionReports] in
      try? await clock.sleep(until: deadline)
      positionReports.finish()
    }
    probe = Task { [weak self] in
      var probe = WidthProbe()
      for await report in reports {
        probe.receive(report)
        if probe.isComplete { break }
      }
      timeout.cancel()
      guard let self, !probe.widths.isEmpty else { return }
      self.renderer.measuredWidths = probe.widths
      self.didResize(to: self.size)
    }
  }

  private func didResize(to newSize: Size?) {
    guard !isRestored, let newSize else { return }
    size = newSize
    // The terminal may have moved or cleared cells on its own, even when a resize ended at the
    // size it started from: draw the next frame in full.
    renderer.invalidate()
    continuation.yield(.resize(newSize))
  }
}
