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
  /// Whether the application may rely on color: true unless a test plays `NO_COLOR`.
  public let showsColor: Bool

  private let continuation: AsyncStream<TerminalEvent>.Continuation

  public init(
    size: Size = Size(width: 80, height: 24), glyphSet: GlyphSet = .unicode,
    showsColor: Bool = true
  ) {
    self.size = size
    self.glyphSet = glyphSet
    self.showsColor = showsColor
    self.screen = CellBuffer(size: size)
    (events, continuation) = AsyncStream.makeStream(of: TerminalEvent.self)
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
  }

  /// Delivers input as if the user had typed, pasted or clicked.
  public func send(_ event: InputEvent) {
    continuation.yield(.input(event))
  }

  /// Types each grapheme of `text` as a separate key press.
  public func type(_ text: String) {
    for character in text { send(.key(.character(character))) }
  }

  /// Changes the size, as a window resize does.
  public func resize(to size: Size) {
    self.size = size
    continuation.yield(.resize(size))
  }

  /// Ends input, as closing the terminal does.
  public func finish() {
    continuation.finish()
  }

  /// The text of every row of the last frame.
  public var lines: [String] { screen.lines }

  /// The last frame as text, one row per line, trailing spaces removed.
  public var text: String {
    lines.map(\.droppingTrailingSpaces)
      .joined(separator: "\n")
  }
}
