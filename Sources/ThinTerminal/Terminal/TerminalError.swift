/// Why a terminal could not be opened; its description is one line fit for standard error.
public enum TerminalError: Error, Hashable, Sendable {
  /// Standard input or output is not a terminal (a pipe, a file, `/dev/null`).
  case notATerminal(program: String)
  /// The terminal cannot move the cursor (`TERM=dumb`): a full-screen program cannot draw on
  /// it, and its escape sequences would only print as text.
  case cannotAddressCursor(program: String)
  /// Another `ANSITerminal` is open: the terminal has one set of modes to restore.
  case alreadyOpen
  /// The terminal's settings could not be read or changed.
  case settingsUnavailable(reason: String)

  /// The exit status of a program that stops because of this error: 2, a usage error.
  public static let exitStatus: Int32 = 2
}

extension TerminalError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .notATerminal(let program):
      "\(program) needs an interactive terminal (stdin/stdout is not a TTY)."
    case .cannotAddressCursor(let program):
      "\(program) needs a terminal that can move the cursor (TERM=dumb cannot)."
    case .alreadyOpen:
      "the terminal is already open."
    case .settingsUnavailable(let reason):
      "cannot set up the terminal: \(reason)."
    }
  }
}
