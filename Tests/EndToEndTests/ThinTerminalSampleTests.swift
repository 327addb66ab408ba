import Foundation
import Testing
import ThinKit
import ThinTerminal

@testable import ThinTerminalSample

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `ThinTerminalSample` run for real in tmux: the terminal it sets up, every kind of input as
/// its input inspector shows it, resizing, colors per environment, and the terminal given back
/// intact however the program ends.
@Suite struct ThinTerminalSampleTests {
  private let title = InputInspectorView.title

  /// Starts the sample and opens its input inspector, once it has slid fully in: Tab then
  /// cycles through the inspector's controls alone.
  private func startInInspector(
    size: Size = Size(width: 80, height: 24), environment: [String: String] = [:]
  ) async throws -> TmuxSession {
    let session = try await SampleApp.start(size: size, environment: environment)
    try await session.openSampleScreen("Input inspector")
    try await session.waitUntil("the inspector at rest") { $0[1] == " \(title)" }
    return session
  }

  @Test(.needsTmux) func drawsTheMenuInTheAlternateScreenAndQuitsWithQ() async throws {
    let session = try await SampleApp.start()
    defer { session.close() }
    let rows = try session.capture()
    #expect(rows[0].trimmingCharacters(in: .whitespaces) == SampleApp.menuTitle)
    let listed = SampleApp.screens.map { screen in
      rows.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix(screen + " ") }
    }
    #expect(listed.allSatisfy { $0 != nil })
    #expect(listed.compactMap { $0 } == listed.compactMap { $0 }.sorted())
    #expect(try session.pane("alternate_on") == "1")
    #expect(try session.pane("mouse_sgr_flag") == "1")
    #expect(try session.pane("wrap_flag") == "0")
    // No text field has focus, so the cursor is hidden.
    #expect(try session.pane("cursor_flag") == "0")
    try await session.quitSample()
  }

  @Test(.needsTmux) func inspectorDecodesKeys() async throws {
    let session = try await startInInspector()
    defer { session.close() }
    try session.sendKeys("Up", "C-Left", "F5", "PPage", "M-x", "BTab")
    // Shift-Tab moved focus to the inspector's field: typed text goes there.
    try await session.waitForText("key Shift-Tab")
    try session.type("hé")
    let expected = [
      "key Up", "key Ctrl-Left", "key F5", "key PageUp", "key Alt-x", "key Shift-Tab", "key h",
      "key é",
    ]
    let rows = try await session.waitUntil("every key listed") { rows in
      expected.allSatisfy { key in rows.contains { $0.trimmingCharacters(in: .whitespaces) == key }
      }
    }
    // Newest first.
    let order = expected.compactMap { key in
      rows.firstIndex { $0.trimmingCharacters(in: .whitespaces) == key }
    }
    #expect(order == order.sorted(by: >))
    let field = try await session.waitUntil("the typed text") { rows in
      rows.contains { $0.hasPrefix(" Text ") && $0.contains("hé") }
    }
    // The caret follows the text in the focused field.
    let y = try #require(field.firstIndex { $0.hasPrefix(" Text ") && $0.contains("hé") })
    let end = try #require(field[y].range(of: "hé")).upperBound
    #expect(try session.pane("cursor_flag") == "1")
    #expect(try session.pane("cursor_y") == "\(y)")
    #expect(try session.pane("cursor_x") == "\(TextWidth.columns(of: field[y][..<end]))")
  }

  @Test(.needsTmux) func inspectorShowsABracketedPasteAsOneEvent() async throws {
    let session = try await startInInspector()
    defer { session.close() }
    try session.sendKeys("Tab")
    try session.paste("héllo\n界 world")
    try await session.waitForText(#"paste 13 characters: "héllo\n界 world""#)
    try await session.waitUntil("the pasted text in the field") { rows in
      rows.contains { $0.hasPrefix(" Text ") && $0.contains("héllo 界 world") }
    }
  }

  @Test(.needsTmux) func inspectorDecodesSGRMouseReports() async throws {
    let session = try await startInInspector()
    defer { session.close() }
    try session.sendBytes(Array("\u{1B}[<0;5;3M\u{1B}[<0;5;3m\u{1B}[<65;10;2M".utf8))
    try await session.waitForText("mouse press left at 4,2")
    try await session.waitForText("mouse release left at 4,2")
    try await session.waitForText("mouse scrollDown at 9,1")
  }

  @Test(.needsTmux) func resizeIsReportedAndRedrawn() async throws {
    let session = try await startInInspector()
    defer { session.close() }
    try session.resize(to: Size(width: 100, height: 30))
    try await session.waitForText("Size 100x30")
    try await session.waitForText("resize 100x30")
    try session.resize(to: Size(width: 60, height: 20))
    let rows = try await session.waitForText("Size 60x20")
    #expect(rows[0].contains("‹ Back") && rows[0].contains("Input inspector"))
    #expect(rows[1] == " \(title)")
    try await session.quitSample()
  }

  @Test(.needsTmux) func tooSmallTerminalSaysSoUntilItGrows() async throws {
    let session = try TmuxSession(
      executable: BuiltProducts.executable(named: "ThinTerminalSample"),
      size: Size(width: 40, height: 10))
    defer { session.close() }
    try await session.waitForText("Terminal too small")
    try session.resize(to: Size(width: 80, height: 24))
    try await session.waitForSampleMenu()
    try await session.quitSample()
  }

  @Test(.needsTmux, arguments: [SIGTERM, SIGINT, SIGHUP, SIGQUIT, SIGSEGV])
  func signalEndsTheProgramAndRestoresTheTerminal(signal: Int32) async throws {
    let session = try await SampleApp.start()
    defer { session.close() }
    try session.signalProgram(signal)
    let exit = try await session.waitForExit()
    #expect(exit.status == 128 + signal)
    try session.expectRestored(exit)
  }

  @Test(.needsTmux) func controlCQuitsEvenWhileAFieldHasFocus() async throws {
    let session = try await SampleApp.start()
    defer { session.close() }
    try await session.openSampleScreen("Form")
    try session.type("q")
    // The name field has focus: q is text there, not a way out.
    try await session.waitUntil("q in the name field") { rows in
      rows.contains { $0.split(separator: " ").starts(with: ["Name", "q"]) }
    }
    try session.sendKeys("C-c")
    let exit = try await session.waitForExit()
    #expect(exit.status == 0)
    try session.expectRestored(exit)
  }

  @Test(.needsTmux) func fatalErrorRestoresTheTerminal() async throws {
    let session = try await SampleApp.start(arguments: ["--crash-test"])
    defer { session.close() }
    try session.type("!")
    let exit = try await session.waitForExit()
    // fatalError traps: SIGILL on x86_64, SIGTRAP on arm64.
    #expect([128 + SIGILL, 128 + SIGTRAP].contains(exit.status))
    try session.expectRestored(exit)
  }

  @Test(
    .needsTmux,
    arguments: [
      (["COLORTERM": "truecolor"], "24-bit color"),
      (["TERM": "xterm-256color"], "256 colors"),
      (["TERM": "xterm"], "16 colors"),
      (["NO_COLOR": "1", "COLORTERM": "truecolor"], "no color"),
    ])
  func colorsFollowTheEnvironment(environment: [String: String], mode: String) async throws {
    let session = try await startInInspector(environment: environment)
    defer { session.close() }
    try await session.waitForText("Colors: \(mode)")
    let pane = try session.captureStyled()
    let theme = SampleTheme.standard
    let red = try #require(theme.namedColors.first { $0.name == "red" }).color
    let title = theme.inspectorTitle
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

  @Test func anUnknownOptionIsAUsageError() throws {
    let sample = try BuiltProducts.executable(named: "ThinTerminalSample")
    let result = try Subprocess.run([sample.path, "--colour"], input: "/dev/null")
    #expect(result.status == 64)
    #expect(result.errors.contains("Unknown option '--colour'"))
    #expect(result.errors.contains("Usage: ThinTerminalSample"))
    #expect(result.output.isEmpty)
  }
}
