import Testing
import ThinTerminal

/// `demo todo` under libfaketime, as a tester moves it across midnight: Dispatch's monotonic
/// timers never fire there, so the app's sleeps (frames while a view slides, the lone Esc's
/// timeout, the day's end) must be woken by the wall clock too (``HostClock``). The day's end
/// itself is not waited for here: how long the app takes to start on a busy machine would
/// decide whether it showed the day before; `TodoMidnightTests` cover it on a test clock.
@Suite struct DemoFaketimeTests {
  /// `demo todo --db database` run by `faketime -f offset`.
  private func start(_ offset: String, _ database: String) throws -> TmuxSession {
    try TmuxSession(
      executable: InstalledTool.faketime.url,
      arguments: ["-f", offset, try BuiltProducts.executable(named: "demo").path]
        + ["todo", "--db", database],
      size: DemoTodoRun.size)
  }

  @Test(.needsTmux, .needsFaketime) func screensSlideAndALoneEscapeGoesBack() async throws {
    let folder = try TodoTestFolder()
    let session = try start("+2d", folder.database)
    defer { session.close() }
    try await session.waitForText("Do a blog post")
    // The first row is selected: Enter pushes its detail, which slides over the list.
    try session.sendKeys("Enter")
    try await session.waitUntil("the detail, slid in whole") { rows in
      rows.contains { $0.contains("Done?") } && !rows.contains { $0.contains("Do a blog post") }
    }
    // A lone Esc is told from a key's sequence by a timeout; then the detail slides away.
    try session.sendKeys("Escape")
    try await session.waitUntil("the list, back whole") { rows in
      rows.contains { $0.contains("Do a blog post") } && !rows.contains { $0.contains("Done?") }
    }
    try session.sendKeys("q")
    let exit = try await session.waitForExit()
    #expect(exit.status == 0)
    try session.expectRestored(exit)
  }
}
