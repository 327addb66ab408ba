import Testing
import ThinKit

@testable import ThinTerminal

@Suite struct ANSIScreenEmulatorTests {
  private func screen(_ output: String, size: Size = Size(width: 8, height: 3)) throws
    -> ANSIScreenEmulator
  {
    var emulator = ANSIScreenEmulator(size: size)
    try emulator.apply(Array(output.utf8))
    return emulator
  }

  @Test func textColorsAndStyles() throws {
    let emulator = try screen("\u{1B}[2;3H\u{1B}[1;38;2;255;0;0;48;5;21mhi\u{1B}[0;94mx")
    #expect(emulator.screen.line(1) == "  hix   ")
    #expect(emulator.screen[2, 1].foreground == Color(red: 255, green: 0, blue: 0))
    #expect(emulator.screen[2, 1].background == Color(red: 0, green: 0, blue: 255))
    #expect(emulator.screen[2, 1].style == .bold)
    #expect(emulator.screen[4, 1].foreground == Color(red: 92, green: 92, blue: 255))
    #expect(emulator.screen[4, 1].background == .black)
    #expect(emulator.screen[4, 1].style == [])
    #expect(emulator.cursor == Point(x: 5, y: 1))
  }

  /// A negative size once made the range `0..<-1`, which traps.
  @Test func resizingToANegativeSizeEmptiesTheScreen() throws {
    var emulator = try screen("hi")
    emulator.resize(to: Size(width: -1, height: -2))
    #expect(emulator.screen.size == .zero)
    #expect(emulator.cursor == .zero)
    emulator.resize(to: Size(width: 4, height: 1))
    try emulator.apply(Array("ok".utf8))
    #expect(emulator.screen.line(0) == "ok  ")
  }

  @Test func wideGraphemesAndTheirHalves() throws {
    var emulator = try screen("界界")
    #expect(emulator.screen.line(0) == "界界    ")
    try emulator.apply(Array("\u{1B}[1;2Hx".utf8))  // over the right half of the first
    #expect(emulator.screen.line(0) == " x界    ")
    try emulator.apply(Array("\u{1B}[1;3Hy".utf8))  // over the left half of the second
    #expect(emulator.screen.line(0) == " xy     ")
  }

  @Test func cursorModesAndMoves() throws {
    let emulator = try screen("\u{1B}[?1049h\u{1B}[?25l\u{1B}[3;8H\u{1B}[2D\u{1B}[A\r\n\u{8}")
    #expect(emulator.privateModes[1049] == true)
    #expect(!emulator.isCursorVisible)
    #expect(emulator.cursor == Point(x: 0, y: 2))
  }

  @Test func autowrapOnWrapsAndOffOverwritesTheLastColumn() throws {
    #expect(try screen("abcdefghij").screen.lines == ["abcdefgh", "ij      ", "        "])
    #expect(
      try screen("\u{1B}[?7labcdefghij").screen.lines == ["abcdefgj", "        ", "        "])
  }

  @Test func eraseDisplayClearsToDefaultColors() throws {
    let emulator = try screen("\u{1B}[48;5;196mabc\u{1B}[0m\u{1B}[2J")
    #expect(emulator.screen == CellBuffer(size: Size(width: 8, height: 3)))
  }

  @Test func unsupportedOutputThrows() {
    #expect(throws: ANSIScreenEmulator.UnsupportedInput.self) { try screen("\u{1B}[5m") }
    #expect(throws: ANSIScreenEmulator.UnsupportedInput.self) { try screen("\u{1B}[K") }
    #expect(throws: ANSIScreenEmulator.UnsupportedInput.self) { try screen("\u{1B}7") }
    #expect(throws: ANSIScreenEmulator.UnsupportedInput.self) { try screen("\u{1B}[1;2") }
    #expect(throws: ANSIScreenEmulator.UnsupportedInput.self) { try screen("\u{07}") }
    #expect(throws: ANSIScreenEmulator.UnsupportedInput.self) { try screen("\u{1B}[3;1H\n") }
    #expect(throws: ANSIScreenEmulator.UnsupportedInput.self) { try screen("\u{1B}[38;5m") }
  }
}
