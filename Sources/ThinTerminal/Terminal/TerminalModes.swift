/// The terminal modes an `ANSITerminal` turns on when it opens and off when it restores.
///
/// Raw mode (termios) is separate: it is not an escape sequence but a setting of the tty.
public struct TerminalModes: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8

  public init(rawValue: UInt8) {
    self.rawValue = rawValue
  }

  /// The alternate screen (1049): the app draws on a screen of its own, and the shell's screen
  /// comes back untouched when it leaves.
  public static let alternateScreen = TerminalModes(rawValue: 1 << 0)
  /// Bracketed paste (2004): pasted text arrives between `ESC [ 200 ~` and `ESC [ 201 ~`.
  public static let bracketedPaste = TerminalModes(rawValue: 1 << 1)
  /// Mouse reports (1000 presses, 1002 drags, in SGR form 1006).
  public static let mouse = TerminalModes(rawValue: 1 << 2)

  public static let all: TerminalModes = [.alternateScreen, .bracketedPaste, .mouse]

  /// The bytes that turn the modes on. The cursor is hidden and autowrap turned off too: the
  /// renderer shows the cursor only where a frame asks for it, and never relies on wrapping.
  public var enterSequence: [UInt8] {
    var text = ""
    if contains(.alternateScreen) { text += "\u{1B}[?1049h" }
    text += "\u{1B}[?25l\u{1B}[?7l"
    if contains(.bracketedPaste) { text += "\u{1B}[?2004h" }
    if contains(.mouse) { text += "\u{1B}[?1000h\u{1B}[?1002h\u{1B}[?1006h" }
    return Array(text.utf8)
  }

  /// The bytes that turn the modes off again, in reverse order, and leave the default colors,
  /// a visible cursor and autowrap behind.
  ///
  /// The alternate screen is erased before it is left: tmux (3.3a), leaving it at another size
  /// than it entered it (a resize while stopped by Ctrl-Z, then one after `fg`), put some of
  /// its last rows back above the shell's.
  public var leaveSequence: [UInt8] {
    var text = ""
    if contains(.mouse) { text += "\u{1B}[?1006l\u{1B}[?1002l\u{1B}[?1000l" }
    if contains(.bracketedPaste) { text += "\u{1B}[?2004l" }
    text += "\u{1B}[0m\u{1B}[?7h\u{1B}[?25h"
    if contains(.alternateScreen) { text += "\u{1B}[2J\u{1B}[?1049l" }
    return Array(text.utf8)
  }
}
