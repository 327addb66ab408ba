import Testing

extension TmuxSession {
  /// Expects the pane out of the alternate screen, with the cursor shown, autowrap on and the
  /// mouse off, and the tty settings those from before the program: the terminal given back.
  func expectRestored(_ exit: Exit) throws {
    #expect(
      exit.restoredSettings, "stty -g before: \(exit.settingsBefore) after: \(exit.settingsAfter)")
    #expect(try pane("alternate_on") == "0")
    #expect(try pane("cursor_flag") == "1")
    #expect(try pane("wrap_flag") == "1")
    #expect(try pane("mouse_any_flag") == "0")
    #expect(try pane("mouse_sgr_flag") == "0")
  }
}
