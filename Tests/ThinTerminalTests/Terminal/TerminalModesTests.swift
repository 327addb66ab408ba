import Testing

@testable import ThinTerminal

@Suite struct TerminalModesTests {
  private func text(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self).replacing("\u{1B}", with: "⎋")
  }

  @Test func enteringTurnsOnEveryModeAndHidesTheCursor() {
    #expect(
      text(TerminalModes.all.enterSequence)
        == "⎋[?1049h⎋[?25l⎋[?7l⎋[?2004h⎋[?1000h⎋[?1002h⎋[?1006h")
  }

  @Test func leavingUndoesThemInReverseOrder() {
    #expect(
      text(TerminalModes.all.leaveSequence)
        == "⎋[?1006l⎋[?1002l⎋[?1000l⎋[?2004l⎋[0m⎋[?7h⎋[?25h⎋[2J⎋[?1049l")
  }

  @Test func onlyTheChosenModes() {
    let modes: TerminalModes = [.bracketedPaste]
    #expect(text(modes.enterSequence) == "⎋[?25l⎋[?7l⎋[?2004h")
    #expect(text(modes.leaveSequence) == "⎋[?2004l⎋[0m⎋[?7h⎋[?25h")
  }

  @Test func anEmulatorThatEntersAndLeavesEndsWithEveryModeOff() throws {
    var screen = ANSIScreenEmulator(size: Size(width: 10, height: 2))
    try screen.apply(TerminalModes.all.enterSequence)
    #expect(
      screen.privateModes == [
        1049: true, 25: false, 7: false, 2004: true, 1000: true, 1002: true, 1006: true,
      ])
    #expect(!screen.isCursorVisible)
    try screen.apply(TerminalModes.all.leaveSequence)
    #expect(screen.privateModes.filter { $0.value }.keys.sorted() == [7, 25])
    #expect(screen.isCursorVisible)
  }
}
