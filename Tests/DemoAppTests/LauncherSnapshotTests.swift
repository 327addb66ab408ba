import Clocks
import DemoApp
import Testing
import ThinDI
import ThinKit
import ThinTerminal
import ThinTerminalTesting
import Todo

/// The launcher on every terminal of the snapshot matrix, kept in `__Snapshots__`.
/// Re-record with `SNAPSHOT_TESTING_RECORD=all swift test --filter LauncherSnapshotTests`.
@MainActor
@Suite struct LauncherSnapshotTests {
  /// The launcher as the demo opens it: launched from the demo's container (Todo's database in
  /// memory), in the demo's stack, the second app selected.
  @Test func launcher() async throws {
    try await assertScreenSnapshots { configuration in
      let runner = AppRunner.demo(.launcher) {
        $0.register(TodoDatabaseLocation.self, .singleton) { .inMemory }
      }
      let launched = try await runner.launch(clock: TestClock())
      let root = try runner.makeRoot(
        showing: try launched.firstScreen(), from: launched.container)
      let host = TestHost(root, configuration: configuration)
      host.key(.down)
      await host.advance(by: .milliseconds(400))
      return host
    }
  }
}
