import Testing
import ThinDI
import ThinKit
import ThinScenes
import ThinTerminal
import ThinTerminalTesting

@testable import Counter
@testable import CounterUI

/// The Counter screen on every terminal of the snapshot matrix, kept in `__Snapshots__`.
/// Re-record with `SNAPSHOT_TESTING_RECORD=all swift test --filter CounterSnapshotTests`.
@MainActor
@Suite struct CounterSnapshotTests {
  /// Counter built by its installers, as the app opens it, three presses up.
  @Test func counterAtThree() async throws {
    try await assertScreenSnapshots { configuration in
      let container = try ContainerBuilder(installers: [
        AppShellInstaller(), CounterInstaller(), CounterSceneInstaller(),
      ]).build()
      let host = TestHost(
        try container.route(to: CounterApp.self, showing: ViewController.self)(),
        configuration: configuration)
      host.type("+++")
      // The digits' pulse ends.
      await host.advance(by: .milliseconds(300))
      return host
    }
  }
}
