import Foundation
import Testing
import ThinKit
import ThinTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `ThinTerminalSample` run for real in tmux: drawing, every kind of input, resizing, colors per
/// environment, and the terminal given back intact however the program ends.
@Suite struct ThinTerminalSampleTests {
  private let title = "ThinTerminal input inspector"

  /// Starts the sample; Swift's crash reporter is told not to wait for a person.
  private func start(
    size: Size = Size(width: 80, height: 24), environment: [String: String] = [:],
    arguments: [String] = []
  ) async throws -> TmuxSession {
    let session = try TmuxSession(
      executable: BuiltProducts.executable(named: "ThinTerminalSample"), arguments: arguments,
      size: size, environment: ["SWIFT_BACKTRACE": "interactive=no"].merging(environment) { $1 })
    try await session.waitForText(title)
    return session
  }

  @Test func drawsInTheAlternateScreenAndQuitsWithQ() async throws {
    let session = try await start()
    defer { session.close() }
    let rows = try session.capture()
    #expect(rows[0] == " \(title)")
    #expect(rows.contains { $0.contains("Size 80x24") })
    #expect(try session.pane("alternate_on") == "1")
    #expect(try session.pane("mouse_sgr_flag") == "1")
    #expect(try session.pane("wrap_flag") == "0")
    // The cursor shows only because the frame puts it after "Text: ".
    #expect(try session.pane("cursor_flag") == "1")
    #expect(try session.pane("cursor_x") == "7")
    #expect(try session.pane("cursor_y") == "7")
    try session.sendKeys("q")
    let exit = try await session.waitForExit()
    #expect(exit.status == 0)
    try session.expectRestored(exit)
  }

  @Test func decodesKeys() async throws {
    let session = try await start()
    defer { session.close() }
    try session.sendKeys("Up", "BTab", "C-Left", "F5", "Home", "PPage", "M-x", "Escape")
    // A key typed within 40 ms of Escape would make it Alt-that-key: wait for Escape first.
    try await session.waitForText("key Esc")
    try session.type("hé")
    let expected = [
      "key Up", "key Shift-Tab", "key Ctrl-Left", "key F5", "key Home", "key PageUp", "key Alt-x",
      "key Esc", "key h", "key é",
    ]
    try await session.waitUntil("every key listed") { rows in
      expected.allSatisfy { key in rows.contains { $0.trimmingCharacters(in: .whitespaces) == key }
      }
    }
    try await session.waitForText("Text: hé")
    #expect(try session.pane("cursor_x") == "9")
  }

  @Test func bracketedPasteArrivesAsOneEvent() async throws {
    let session = try await start()
    defer { session.close() }
    try session.paste("héllo\n界 world")
    try await session.waitForText(#"paste 13 characters: "héllo\n界 world""#)
    try await session.waitForText("Text: héllo界 world")
  }

  @Test func decodesSGRMouseReports() async throws {
    let session = try await start()
    defer { session.close() }
    try session.sendBytes(Array("\u{1B}[<0;5;3M\u{1B}[<0;5;3m\u{1B}[<65;10;2M".utf8))
    try await session.waitForText("mouse press left at 4,2")
    try await session.waitForText("mouse release left at 4,2")
    try await session.waitForText("mouse scrollDown at 9,1")
  }

  @Test func resizeIsReportedAndRedrawn() async throws {
    let session = try await start()
    defer { session.close() }
    try session.resize(to: Size(width: 100, height: 30))
    try await session.waitForText("Size 100x30")
    try await session.waitForText("resize 100x30")
    try session.resize(to: Size(width: 60, height: 20))
    let rows = try await session.waitForText("Size 60x20")
    #expect(rows[0] == " \(title)")
    try session.sendKeys("q")
    try session.expectRestored(try await session.waitForExit())
  }

  @Test(arguments: [SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGSEGV])
  func signalEndsTheProgramAndRestoresTheTerminal(signal: Int32) async throws {
    let session = try await start()
    defer { session.close() }
    try session.signalProgram(signal)
    let exit = try await session.waitForExit()
    #expect(exit.status == 128 + signal)
    try session.expectRestored(exit)
  }

  @Test func controlCQuitsAsAKey() async throws {
    let session = try await start()
    defer { session.close() }
    try session.sendKeys("C-c")
    let exit = try await session.waitForExit()
    #expect(exit.status == 0)
    try session.expectRestored(exit)
  }

  @Test func fatalErrorRestoresTheTerminal() async throws {
    let session = try await start(arguments: ["--crash-test"])
    defer { session.close() }
    try session.type("!")
    let exit = try await session.waitForExit()
    // fatalError traps: SIGILL on x86_64, SIGTRAP on arm64.
    #expect([128 + SIGILL, 128 + SIGTRAP].contains(exit.status))
    try session.expectRestored(exit)
  }

  @Test(arguments: [
    (["COLORTERM": "truecolor"], "24-bit color"),
    (["TERM": "xterm-256color"], "256 colors"),
    (["TERM": "xterm"], "16 colors"),
    (["NO_COLOR": "1", "COLORTERM": "truecolor"], "no color"),
    (["TERM": "dumb"], "no color"),
  ])
  func colorsFollowTheEnvironment(environment: [String: String], mode: String) async throws {
    let session = try await start(environment: environment)
    defer { session.close() }
    try await session.waitForText("Colors: \(mode)")
    let pane = try session.captureStyled()
    let red = Color(red: 255, green: 0, blue: 0)
    let title = Color(red: 120, green: 200, blue: 255)
    let expected: (red: Color, title: Color) =
      switch mode {
      case "24-bit color": (red, title)
      case "256 colors":
        (XtermPalette.color(at: 196), XtermPalette.color(at: XtermPalette.nearest256(to: title)))
      case "16 colors":
        (XtermPalette.color(at: 9), XtermPalette.color(at: XtermPalette.nearest16(to: title)))
      default: (StyledPane.defaultForeground, StyledPane.defaultForeground)
      }
    #expect(pane.foreground(of: "red") == expected.red)
    #expect(pane.foreground(of: self.title) == expected.title)
    #expect(pane.cells(of: self.title)?.allSatisfy { $0.style.contains(.bold) } == true)
  }

  @Test func withoutATerminalItExitsWithStatus2AndOneLine() throws {
    let sample = try BuiltProducts.executable(named: "ThinTerminalSample")
    let result = try Subprocess.run([sample.path], input: "/dev/null")
    #expect(result.status == 2)
    #expect(
      result.errors
        == "ThinTerminalSample needs an interactive terminal (stdin/stdout is not a TTY).\n")
    #expect(result.output.isEmpty)
  }
}
