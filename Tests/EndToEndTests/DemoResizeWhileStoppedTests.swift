import Foundation
import Testing
import ThinTerminal

/// The shell's screen after the demo is the shell's alone, however the window changed size
/// meanwhile. tmux, leaving the alternate screen at another size than it entered it, put some
/// of the app's last rows back above the shell's (Counter's "−        +" over the prompt).
/// Which rows, if any, depends on where the app's last frame left the cursor: without the
/// erase before leaving, this failed in 2 runs of 6.
@Suite struct DemoResizeWhileStoppedTests {
  @Test(.needsTmux) func resizedWhileStoppedThenAfterFgItLeavesNothingOnTheShellsScreen()
    async throws
  {
    let size = Size(width: 100, height: 30)
    let (session, demo) = try await TmuxSession.interactiveShell(size: size)
    defer { session.close() }
    try await session.runFromShell(demo, "counter", showing: "Even")

    try session.sendKeys("C-z")
    try await session.waitForText("Stopped")
    try session.resize(to: Size(width: 60, height: 20))
    try session.type("fg")
    try session.sendKeys("Enter")
    try await session.waitForText("Even")
    try session.resize(to: size)
    // Its buttons centred in 100 columns: "−" past column 35, where 60 put it at 25.
    try await session.waitUntil("Counter drawn 100 columns wide") { rows in
      rows.contains { row in
        row.firstIndex(of: "−").map { row.distance(from: row.startIndex, to: $0) > 35 } ?? false
      }
    }
    try session.type("q")
    let rows = try await session.waitUntil("the shell after the app") { rows in
      rows.contains { $0.hasPrefix("shell>") } && !rows.contains { $0.contains("Even") }
    }
    #expect(!rows.contains { $0.contains("−") || $0.contains("██") }, "\(rows)")
  }
}
