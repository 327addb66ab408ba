/// What a terminal reports to the run loop: user input, a new size, or a request to end.
public enum TerminalEvent: Hashable, Sendable {
  case input(InputEvent)
  /// Input that arrived together, in one read (keys a script sent in one write, keys typed
  /// ahead while the program was busy): handled in order in one turn of the run loop, so that
  /// a megabyte of keys takes one frame instead of a turn each.
  case inputs([InputEvent])
  case resize(Size)
  /// A termination signal (SIGTERM, SIGHUP, SIGINT) asked the program to end: the run loop
  /// ends as for `q`, screens leaving for good first.
  case terminate
}

extension TerminalEvent {
  /// How many input events it holds: what the run loop counts as handled.
  var inputCount: Int {
    switch self {
    case .input: 1
    case .inputs(let inputs): inputs.count
    case .resize, .terminate: 0
    }
  }
}
