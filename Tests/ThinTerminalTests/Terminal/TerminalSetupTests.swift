import Testing

@testable import ThinTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

@Suite struct TerminalSetupTests {
  @Test func errorsAreOneLine() {
    let error = TerminalError.notATerminal(program: "demo")
    #expect(error.description == "demo needs an interactive terminal (stdin/stdout is not a TTY).")
    #expect(TerminalError.exitStatus == 2)
    for error in [
      error, .cannotAddressCursor(program: "demo"), .alreadyOpen,
      .settingsUnavailable(reason: "tcgetattr failed"),
    ] {
      #expect(!error.description.contains("\n"))
    }
  }

  @Test func rawModeTurnsOffLineEditingEchoSignalsAndOutputProcessing() {
    var cooked = termios()
    cooked.c_lflag = tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
    cooked.c_iflag = tcflag_t(ICRNL | IXON)
    cooked.c_oflag = tcflag_t(OPOST)
    let raw = TerminalAttributes(settings: cooked).raw.settings
    #expect(raw.c_lflag & tcflag_t(ICANON | ECHO | ISIG | IEXTEN) == 0)
    #expect(raw.c_iflag & tcflag_t(ICRNL | IXON) == 0)
    #expect(raw.c_oflag & tcflag_t(OPOST) == 0)
    let characters = withUnsafeBytes(of: raw.c_cc) { Array($0) }
    #expect(characters[Int(VMIN)] == 1)
    #expect(characters[Int(VTIME)] == 0)
  }

  @Test func readingSettingsOfANonTerminalFails() throws {
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    defer { for end in ends { close(end) } }
    #expect(throws: TerminalError.self) { try TerminalAttributes.read(fileDescriptor: ends[0]) }
    #expect(WindowSize.read(fileDescriptor: ends[0]) == nil)
  }

  @Test func writeAllDeliversEveryByte() throws {
    var ends: [Int32] = [-1, -1]
    try #require(pipe(&ends) == 0)
    defer { for end in ends { close(end) } }
    let bytes = (0..<4000).map { UInt8(truncatingIfNeeded: $0) }
    TerminalOutput.writeAll(bytes, to: ends[1])
    var received = [UInt8](repeating: 0, count: 8000)
    let count = read(ends[0], &received, received.count)
    #expect(Array(received.prefix(max(count, 0))) == bytes)
  }
}
