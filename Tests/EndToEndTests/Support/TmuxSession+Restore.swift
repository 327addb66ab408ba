import Testing

extension TmuxSession {
  /// Expects the pane out of the alternate screen, with the cursor shown, autowrap on and the
  /// mouse off, and the tty settings those from before the program: the terminal given back.
  func expectRestored(_ exit: Exit) throws {
    #expect(
      exit.restoredSettings, "stty -g before: \(exit.settingsBefore) after: \(exit.settingsAfter)")
    try expectScreenModesRestored()
  }

  /// Expects the pane's modes as a shell wants them: out of the alternate screen, the cursor
  /// shown, autowrap on, the mouse off. True after the program ends, and while it is suspended.
  func expectScreenModesRestored() throws {
    #expect(try pane("alternate_on") == "0")
    #expect(try pane("cursor_flag") == "1")
    #expect(try pane("wrap_flag") == "1")
    #expect(try pane("mouse_any_flag") == "0")
    #expect(try pane("mouse_sgr_flag") == "0")
  }
}
