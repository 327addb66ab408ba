extension Application {
  /// Ctrl-C quits, Ctrl-Z suspends, Ctrl-L redraws: keys a terminal user expects of every
  /// full-screen program, answered before any view sees them, listed in the `?` help only.
  func makeApplicationKeyCommands() -> [KeyCommand] {
    [
      KeyCommand(
        KeyPress.inEitherCase("c", with: .control), title: "quit", keyLabel: "Ctrl-C",
        isHinted: false
      ) { [weak self] _ in self?.requestTermination() },
      KeyCommand(
        KeyPress.inEitherCase("z", with: .control), title: "suspend", keyLabel: "Ctrl-Z",
        isHinted: false
      ) { [weak self] _ in self?.device?.suspend() },
      KeyCommand(
        KeyPress.inEitherCase("l", with: .control), title: "redraw the screen", keyLabel: "Ctrl-L",
        isHinted: false
      ) { [weak self] _ in self?.redrawInFull() },
    ]
  }

  /// Clears the screen and draws every cell again, whatever another program left there.
  func redrawInFull() {
    device?.invalidate()
    window.setNeedsDisplay()
  }
}
