extension Application {
  /// Ctrl-C quits, Ctrl-Z suspends, Ctrl-L redraws: keys a terminal user expects of every
  /// full-screen program, answered before any view sees them, listed in the `?` help only.
  var applicationKeyCommands: [KeyCommand] {
    [
      KeyCommand(
        Application.controlKeys("c"), title: "quit", keyLabel: "Ctrl-C", isHinted: false
      ) { [weak self] _ in self?.terminate() },
      KeyCommand(
        Application.controlKeys("z"), title: "suspend", keyLabel: "Ctrl-Z", isHinted: false
      ) { [weak self] _ in self?.device?.suspend() },
      KeyCommand(
        Application.controlKeys("l"), title: "redraw the screen", keyLabel: "Ctrl-L",
        isHinted: false
      ) { [weak self] _ in self?.redrawInFull() },
    ]
  }

  /// Clears the screen and draws every cell again, whatever another program left there.
  func redrawInFull() {
    device?.invalidate()
    window.setNeedsDisplay()
  }

  /// Ctrl and `letter`, with or without Shift, as terminals send it.
  private static func controlKeys(_ letter: Character) -> [KeyPress] {
    let upper = Character(letter.uppercased())
    return [
      KeyPress(.character(letter), modifiers: .control),
      KeyPress(.character(upper), modifiers: .control),
      KeyPress(.character(letter), modifiers: [.control, .shift]),
      KeyPress(.character(upper), modifiers: [.control, .shift]),
    ]
  }
}
