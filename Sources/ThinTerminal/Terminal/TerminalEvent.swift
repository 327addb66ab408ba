/// What a terminal reports to the run loop: user input, a new size, or a request to end.
public enum TerminalEvent: Hashable, Sendable {
  case input(InputEvent)
  case resize(Size)
  /// A termination signal (SIGTERM, SIGHUP, SIGINT) asked the program to end: the run loop
  /// ends as for `q`, screens leaving for good first.
  case terminate
}
