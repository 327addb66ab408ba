import ThinKit

/// A terminal that lives in memory: tests send it input and read the cells it was last shown.
@MainActor
public final class InMemoryTerminal: TerminalDevice {
  public private(set) var size: Size
  public let events: AsyncStream<TerminalEvent>
  /// The last frame presented: the cells a person would see.
  public private(set) var screen: CellBuffer
  /// Where the cursor is shown, or nil when hidden.
  public private(set) var cursor: Point?
  /// How many frames have been presented, to check that a burst of changes draws once.
  public private(set) var frameCount = 0
  /// How many times the application suspended it (Ctrl-Z).
  public private(set) var suspendCount = 0
  /// How many times the application asked for the next frame in full (Ctrl-L).
  public private(set) var invalidationCount = 0
  /// The symbols the application draws: Unicode unless a test plays a terminal without them.
  public let glyphSet: GlyphSet
  /// The colors a terminal of this kind would show: 24-bit unless a test plays another. The
  /// cells keep the app's colors; what a terminal in this mode shows of them is what
  /// ``ColorMode`` reduces them to when written.
  public let colorMode: ColorMode
  /// Whether the application may rely on color: true unless a test plays `NO_COLOR`.
  public var showsColor: Bool { colorMode.showsColor }
  /// As a real terminal's: also with 16 colors, where near shades merge.
  public var shouldDifferentiateWithoutColor: Bool { colorMode.shouldDifferentiateWithoutColor }

  /// Where the events sent count as work in flight until the run loop handled them (give it
  /// the application's ``Application/workTracker``): a test of the real run loop then waits for
  /// the app to be idle, rather than for a number of turns.
  public var workTracker: WorkTracker?

  private let continuation: AsyncStream<TerminalEvent>.Continuation
  /// The events sent and not handled yet, oldest first, with the work each counts as.
  private var unhandled: [(tracker: WorkTracker, token: WorkTracker.Token)?] = []
  /// Those waiting for a number of frames.
  private var frameWaiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  public init(
    size: Size = Size(width: 80, height: 24), glyphSet: GlyphSet = .unicode,
    colorMode: ColorMode = .trueColor
  ) {
    self.size = size
    self.glyphSet = glyphSet
    self.colorMode = colorMode
    self.screen = CellBuffer(size: size)
    (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
  }

  /// A terminal with 24-bit color, or none when `showsColor` is false (`NO_COLOR`).
  public convenience init(
    size: Size = Size(width: 80, height: 24), glyphSet: GlyphSet = .unicode, showsColor: Bool
  ) {
    self.init(size: size, glyphSet: glyphSet, colorMode: showsColor ? .trueColor : .noColor)
  }

  /// Counts the suspension and goes on at once, as a process continued straight away.
  public func suspend() {
    suspendCount += 1
  }

  /// Counts the request: the next frame replaces the screen anyway.
  public func invalidate() {
    invalidationCount += 1
  }

  public func present(_ frame: CellBuffer, cursor: Point?) {
    screen = frame
    self.cursor = cursor
    frameCount += 1
    let ready = frameWaiters.filter { $0.count <= frameCount }
    frameWaiters.removeAll { $0.count <= frameCount }
    for waiter in ready { waiter.continuation.resume() }
  }

  /// Suspends until `count` frames in all have been presented (at once when they have): for a
  /// test of the run loop, waiting for its first frame.
  public func waitForFrames(_ count: Int) async {
    guard frameCount < count else { return }
    await withCheckedContinuation { frameWaiters.append((count, $0)) }
  }

  /// Delivers input as if the user had typed, pasted or clicked.
  public func send(_ event: InputEvent) {
    deliver(.input(event))
  }

  /// The run loop handled the oldest event: it no longer counts as work in flight.
  public func didHandleEvent(_ event: TerminalEvent) {
    guard !unhandled.isEmpty, let sent = unhandled.removeFirst() else { return }
    sent.tracker.endWork(sent.token)
  }

  private func deliver(_ event: TerminalEvent) {
    unhandled.append(workTracker.map { ($0, $0.beginWork("an event sent to the terminal")) })
    continuation.yield(event)
  }

  /// Delivers input that arrived together, as keys a script sends in one write reach the
  /// application in one read (see ``TerminalEvent/inputs(_:)``).
  public func send(_ events: [InputEvent]) {
    deliver(.inputs(events))
  }

  /// Types each grapheme of `text` as a separate key press.
  public func type(_ text: String) {
    for character in text { send(.key(.character(character))) }
  }

  /// Changes the size, as a window resize does.
  public func resize(to size: Size) {
    self.size = size
    deliver(.resize(size))
  }

  /// Ends input, as closing the terminal does.
  public func finish() {
    continuation.finish()
  }

  /// Asks the application to end, as a termination signal (`kill -TERM`, SIGHUP) does to
  /// ``ANSITerminal``: the run ends as it does on `q`, before the input sent and not handled
  /// yet.
  public func requestTermination() {
    isTerminationRequested = true
    continuation.yield(.terminate)
  }

  /// Whether ``requestTermination()`` was called.
  public private(set) var isTerminationRequested = false

  /// The text of every row of the last frame.
  public var lines: [String] { screen.lines }

  /// The last frame as text, one row per line, trailing spaces removed.
  public var text: String {
    lines.map(\.droppingTrailingSpaces)
      .joined(separator: "\n")
  }
}
