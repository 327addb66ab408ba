import Foundation
import Testing
import ThinKit
import ThinTerminal

/// `demo` run for real in tmux, as a newcomer would: the launcher, the Counter app, its digits
/// and colors, back, and quit with the terminal given back.
@Suite struct DemoCounterTests {
  /// "-2" in the counter's block digits, as a person reads them off the screen.
  private let minusTwo = [
    "        ██████",
    "            ██",
    "██████  ██████",
    "        ██    ",
    "        ██████",
  ]

  private func start(_ arguments: [String] = [], size: Size) async throws -> TmuxSession {
    try TmuxSession(
      executable: BuiltProducts.executable(named: "demo"), arguments: arguments, size: size,
      environment: ["COLORTERM": "truecolor"])
  }

  /// The block digits on screen: the rows that hold "█", cut to the columns that do.
  static func blockDigits(_ rows: [String]) -> [String] {
    let lines = rows.map(Array.init).filter { $0.contains("█") }
    guard let left = lines.compactMap({ $0.firstIndex(of: "█") }).min(),
      let right = lines.compactMap({ $0.lastIndex(of: "█") }).max()
    else { return [] }
    return lines.map { line in
      String((left...right).map { $0 < line.count ? line[$0] : " " })
    }
  }

  @Test(.needsTmux, arguments: [Size(width: 80, height: 24), Size(width: 200, height: 60)])
  func launcherOpensCounterWhichCountsToMinusTwoInRed(size: Size) async throws {
    let session = try await start(size: size)
    defer { session.close() }
    try await session.waitForText("ThinKit demos")
    try await session.waitForText("Counter")
    try session.sendKeys("Enter")
    try await session.waitForText("Even")
    try session.type("+++-----")
    let rows = try await session.waitUntil("-2 in block digits") { rows in
      Self.blockDigits(rows) == minusTwo
    }
    #expect(rows.contains { $0.trimmingCharacters(in: .whitespaces) == "Even" })
    let digit = try #require(session.captureStyled().cells(of: "██████")?.first)
    #expect(digit.foreground == Color(red: 255, green: 0, blue: 0))
    #expect(digit.background == .white)

    try session.sendKeys("Escape")
    try await session.waitForText("ThinKit demos")
    try session.sendKeys("q")
    let exit = try await session.waitForExit()
    #expect(exit.status == 0)
    try session.expectRestored(exit)
    #expect(session.dataFiles().isEmpty, "the launcher and Counter write nothing")
  }

  /// A terminal with neither a UTF-8 locale nor color: every character on screen is ASCII and
  /// the selected row shows in inverse video.
  @Test(.needsTmux) func withoutUTF8OrColorTheLauncherIsASCIIAndTheSelectionInverse() async throws {
    let session = try TmuxSession(
      executable: BuiltProducts.executable(named: "demo"), arguments: [],
      size: Size(width: 100, height: 30), environment: ["LC_ALL": "C", "NO_COLOR": "1"])
    defer { session.close() }
    try await session.waitForText("^/v move - Enter open - q quit - ? keys")
    try session.sendKeys("Down")
    let pane = try await session.waitUntil("the second row selected") { _ in
      (try? session.captureStyled().cells(of: "Sign-in")?.first?.style.contains(.inverse))
        == true
    }
    #expect(pane.allSatisfy { $0.unicodeScalars.allSatisfy(\.isASCII) })
    let counter = try #require(session.captureStyled().cells(of: "Counter")?.first)
    #expect(!counter.style.contains(.inverse))
    try session.sendKeys("q")
    let exit = try await session.waitForExit()
    try session.expectRestored(exit)
  }

  /// Ctrl-Z hands the terminal back to an interactive shell, as in cooked mode; `fg` brings the
  /// app back, drawn in full and still counting.
  @Test(.needsTmux) func ctrlZSuspendsToTheShellAndFgResumes() async throws {
    try await suspendAndResume { session in try session.sendKeys("C-z") }
  }

  /// SIGTSTP sent from outside (`kill -TSTP`) does what Ctrl-Z does: the terminal is given
  /// back before the program stops, and `fg` brings it back drawn in full, keys working.
  @Test(.needsTmux) func externalSIGTSTPSuspendsLikeCtrlZ() async throws {
    try await suspendAndResume { session in try session.signalShellJob(SIGTSTP) }
  }

  /// Started in the background (`demo counter &`), the app must not take the terminal from the
  /// shell (it did, its width probe's answers typed into the shell, then ended): it waits,
  /// stopped, for `fg`.
  @Test(.needsTmux) func startedInTheBackgroundItWaitsForFg() async throws {
    let (session, demo) = try await TmuxSession.interactiveShell()
    defer { session.close() }
    try session.type("'\(demo.path)' counter &")
    try session.sendKeys("Enter")
    try await waitUntilStoppedWithTheTerminalGivenBack(session)
    try session.type("fg")
    try session.sendKeys("Enter")
    try await session.waitForText("Even")
    #expect(try session.pane("alternate_on") == "1")
    try session.type("q")
    try await session.waitUntil("the shell after the app") { rows in
      rows.contains { $0.hasPrefix("shell>") } && !rows.contains { $0.contains("Even") }
    }
  }

  /// Waits until the shell's job is stopped, then checks that the screen's modes are the
  /// shell's.
  private func waitUntilStoppedWithTheTerminalGivenBack(_ session: TmuxSession) async throws {
    try await session.waitUntil("the job stopped") { _ in
      (try? session.shellJobIsStopped()) == true
    }
    try session.expectScreenModesRestored()
  }

  /// `bg` after Ctrl-Z continues the app in the background, where it must not take the
  /// terminal from the shell (it did: raw mode and its screen over the prompt): it stops again
  /// until `fg`.
  @Test(.needsTmux) func bgLeavesTheTerminalToTheShellUntilFg() async throws {
    try await suspendAndResume(continuingInBackground: true) { session in
      try session.sendKeys("C-z")
    }
  }

  /// Runs Counter from an interactive shell, stops it with `suspend` (then, when asked,
  /// continues it with `bg` and checks that it stops again), and checks that the shell got a
  /// restored terminal and that `fg` brings the app back drawn in full, keys working.
  private func suspendAndResume(
    continuingInBackground: Bool = false, _ suspend: (TmuxSession) throws -> Void
  ) async throws {
    let (session, demo) = try await TmuxSession.interactiveShell()
    defer { session.close() }
    try await session.runFromShell(demo, "counter", showing: "Even")
    try session.type("+")
    try await session.waitForText("Odd")

    try suspend(session)
    try await session.waitForText("Stopped")
    try session.expectScreenModesRestored()
    if continuingInBackground {
      try session.type("bg")
      try session.sendKeys("Enter")
      try await session.waitForText("counter &")
      try await waitUntilStoppedWithTheTerminalGivenBack(session)
    }

    try session.type("fg")
    try session.sendKeys("Enter")
    try await session.waitForText("Odd")
    #expect(try session.pane("alternate_on") == "1")
    #expect(try session.pane("mouse_sgr_flag") == "1")
    try session.type("+")
    try await session.waitForText("Even")
    try session.type("q")
    try await session.waitUntil("the shell after the app") { rows in
      rows.contains { $0.hasPrefix("shell>") } && !rows.contains { $0.contains("Even") }
    }
    try session.type("exit")
    try session.sendKeys("Enter")
    let exit = try await session.waitForExit()
    try session.expectRestored(exit)
  }

  @Test(.needsTmux) func counterOpensDirectlyAndQuitsWithCtrlC() async throws {
    let session = try await start(["counter"], size: Size(width: 80, height: 24))
    defer { session.close() }
    try await session.waitForText("Even")
    try session.sendKeys("Right")
    try await session.waitForText("Odd")
    let digit = try #require(session.captureStyled().cells(of: "██")?.first)
    #expect(digit.foreground == Color(red: 26, green: 179, blue: 13))
    try session.sendKeys("C-c")
    let exit = try await session.waitForExit()
    #expect(exit.status == 0)
    try session.expectRestored(exit)
    #expect(session.dataFiles().isEmpty, "demo counter writes nothing")
  }

  @Test(.needsTmux) func tooSmallTerminalSaysSoUntilItGrows() async throws {
    let session = try await start(["counter"], size: Size(width: 30, height: 8))
    defer { session.close() }
    try await session.waitForText("Terminal too small")
    try session.resize(to: Size(width: 80, height: 24))
    try await session.waitForText("Even")
    try session.sendKeys("q")
    #expect(try await session.waitForExit().status == 0)
  }

  /// A terminal that cannot move the cursor gets one line saying so, and status 2, before any
  /// escape sequence is written.
  @Test(.needsTmux) func aDumbTerminalIsRefusedInOneLine() async throws {
    let session = try TmuxSession(
      executable: BuiltProducts.executable(named: "demo"), arguments: ["counter"],
      size: Size(width: 100, height: 24), environment: ["TERM": "dumb"])
    defer { session.close() }
    let exit = try await session.waitForExit()
    #expect(exit.status == 2)
    #expect(exit.restoredSettings)
    let rows = try session.capture().filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    #expect(rows == ["demo needs a terminal that can move the cursor (TERM=dumb cannot)."])
    #expect(try session.pane("alternate_on") == "0")
  }

  @Test func outsideATerminalItExplainsAndExitsWithTwoBeforeTouchingAnything() throws {
    let dataHome = FileManager.default.temporaryDirectory
      .appendingPathComponent("thinkit-e2e-no-tty-\(UUID().uuidString.prefix(8))")
    defer { try? FileManager.default.removeItem(at: dataHome) }
    for arguments in [[], ["counter"], ["todo"], ["auth"]] {
      let result = try Subprocess.run(
        ["env", "XDG_DATA_HOME=\(dataHome.path)", BuiltProducts.executable(named: "demo").path]
          + arguments)
      #expect(result.status == 2)
      #expect(result.errors == "demo needs an interactive terminal (stdin/stdout is not a TTY).\n")
      #expect(result.output.isEmpty)
    }
    // The launcher would open Todo's database: without a terminal it must not even create it.
    #expect(!FileManager.default.fileExists(atPath: dataHome.path))
  }
}
