/// What a terminal reports to the run loop: user input, or a new size.
public enum TerminalEvent: Hashable, Sendable {
  case input(InputEvent)
  case resize(Size)
}
