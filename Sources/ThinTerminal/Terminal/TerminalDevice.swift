import ThinKit

/// What the run loop needs from a terminal: its size, its events and a place to show frames.
///
/// `ANSITerminal` is the real one (raw mode, escape sequences); `InMemoryTerminal` keeps the
/// last frame in memory for tests.
@MainActor
public protocol TerminalDevice: AnyObject {
  /// The size in cells now.
  var size: Size { get }
  /// Input and resizes, in order; the stream finishes when input ends.
  var events: AsyncStream<TerminalEvent> { get }
  /// The symbols its character set can show: Unicode, or ASCII stand-ins.
  var glyphSet: GlyphSet { get }
  /// False when colors are off (`NO_COLOR`): views then show state with
  /// attributes such as inverse instead (``View/shouldDifferentiateWithoutColor``).
  var showsColor: Bool { get }
  /// Whether views should show state with attributes (underline, inverse, dim) as well as
  /// color: true without color, and where near shades merge (16 colors); by default, without
  /// color only.
  var shouldDifferentiateWithoutColor: Bool { get }
  /// Shows `frame`, and the cursor at `cursor` (hidden when nil).
  func present(_ frame: CellBuffer, cursor: Point?)
  /// Hands the terminal back to the shell and stops the process, as Ctrl-Z does to a program
  /// in cooked mode; returns when the shell continues it (`fg`), the terminal taken again and
  /// a `.resize` sent so that the next frame is drawn in full.
  func suspend()
  /// Forgets what the screen shows, so that the next frame clears it and is drawn in full:
  /// Ctrl-L, after another program wrote over the screen.
  func invalidate()
  /// The run loop handled `event`, the oldest of ``events`` not handled yet: a real terminal
  /// reads on once few keys wait (``ANSITerminal`` pauses its read while many do), an
  /// in-memory one counts what a test sent as work in flight until then. A reader of
  /// ``events`` other than the run loop calls it for each event too. Does nothing by default.
  func didHandleEvent(_ event: TerminalEvent)
  /// Whether a termination signal asked the program to end: the run loop ends before the input
  /// queued ahead of the signal's ``TerminalEvent/terminate`` (thousands of keys of a paste a
  /// terminal did not bracket can be seconds of work), checked before each event and each key.
  /// False by default.
  var isTerminationRequested: Bool { get }
}

extension TerminalDevice {
  public var shouldDifferentiateWithoutColor: Bool { !showsColor }
  public func didHandleEvent(_ event: TerminalEvent) {}
  public var isTerminationRequested: Bool { false }
}
