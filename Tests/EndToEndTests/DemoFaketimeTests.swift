import Foundation
import Testing
import ThinTerminal

/// `demo todo` under libfaketime, as a tester moves it across midnight: Dispatch's monotonic
/// timers never fire there, so the app's sleeps (frames while a view slides, the lone Esc's
/// timeout, the day's end) must be woken by the wall clock too (``HostClock``).
@Suite struct DemoFaketimeTests {
  /// `demo todo --db database` run by `faketime -f offset` in the UTC zone.
  private func start(_ offset: String, _ database: String) throws -> TmuxSession {
    try TmuxSession(
      executable: URL(fileURLWithPath: Faketime.path),
      arguments: ["-f", offset, try BuiltProducts.executable(named: "demo").path]
        + ["todo", "--db", database],
      size: DemoTodoRun.size, environment: ["TZ": "UTC"])
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

  @Test(.needsTmux, .needsFaketime) func aTaskDueTomorrowIsDueTodayAfterMidnight() async throws {
    let folder = try TodoTestFolder()
    // Fifteen seconds before midnight, in each process: the seed's days and the app's agree.
    let offset = "@2026-11-27 23:59:45"
    let seed = try Subprocess.run([
      "/usr/bin/env", "TZ=UTC", Faketime.path, "-f", offset,
      BuiltProducts.executable(named: "demo").path, "todo", "--db", folder.database, "--seed", "30",
    ])
    #expect(seed.status == 0, "\(seed.errors)")
    let session = try start(offset, folder.database)
    defer { session.close() }
    let rows = try await session.waitForText("Tomorrow")
    let row = try #require(rows.first { $0.contains("Tomorrow") })
    let title = try #require(row.components(separatedBy: "  ").first?.trimmed)
    try await session.waitUntil("“\(title)” due today") { rows in
      rows.first { $0.contains(title) }?.contains("Today") == true
    }
    try session.sendKeys("q")
    #expect(try await session.waitForExit().status == 0)
  }
}

/// libfaketime's command line.
enum Faketime {
  static let path = "/usr/bin/faketime"
  static let isAvailable = FileManager.default.isExecutableFile(atPath: path)
}

extension Trait where Self == ConditionTrait {
  /// Skips a test that runs the program under libfaketime on a machine without it, and says
  /// why (`.ci/install-tools` installs it for CI).
  static var needsFaketime: Self {
    .enabled(
      if: Faketime.isAvailable,
      "faketime is not installed: this test runs the program with a faked clock")
  }
}

extension String {
  fileprivate var trimmed: String { trimmingCharacters(in: .whitespaces) }
}
