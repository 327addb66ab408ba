import Clocks
import Foundation
import Testing
import ThinDI
import ThinKit
import ThinTerminal
import ThinTerminalTesting
import TodoUI

@testable import Todo

/// Todo's screens on every terminal of the snapshot matrix, kept in `__Snapshots__`.
/// Re-record with `SNAPSHOT_TESTING_RECORD=all swift test --filter TodoSnapshotTests`.
///
/// The list holds fixed items (one titled with an emoji, one in Japanese) on the scene test's
/// calendar, stopped at noon on 2025-03-14 (UTC), so relative dates never move.
@MainActor
@Suite struct TodoSnapshotTests {
  private static func day(_ text: String) -> CalendarDay { CalendarDay(text)! }

  private static func fill(_ store: TodoStore) throws {
    try store.add(title: "Renew passport", due: day("2025-03-11"))
    try store.add(title: "Call Ann 📞", due: day("2025-03-15"))
    try store.add(title: "牛乳を買う", due: day("2025-03-18"))
    try store.add(title: "Book flights", due: day("2025-03-24"))
    let done = try store.add(title: "Read the brief")
    try store.toggleDone(id: done.id)
  }

  /// Todo's list on a stack with its spec and keys shown, as the demo opens it, from Todo's
  /// installers with the items above (no sample data), on a host of `configuration`; then
  /// `drive` (keys), with time for the animations after.
  private func openList(
    on configuration: ScreenConfiguration, then drive: (TestHost) -> Void = { _ in }
  ) async throws -> TestHost {
    // Database changes wait for a drain that never comes: the screens show what they loaded.
    let container = try TodoScene.makeContainer(cycle: UpdateCycle(drainsAutomatically: false))
      .overriding { builder in
        builder.addStartupStep(SampleDataStep.name, feature: TodoFeature.self) { _ in
          StartupAction {}
        }
      }
    // The screens' routes reach the container weakly: it lives as long as this call.
    defer { withExtendedLifetime(container) {} }
    try Self.fill(container.resolve())
    _ = try await container.start(TodoFeature.self, clock: TestClock())
    let navigation = NavigationController(
      rootViewController: try container.route(to: TodoApp.self, showing: ViewController.self)(),
      navigationSpec: try container.resolve(TodoNavigation.self).spec)
    navigation.isKeyHintsHidden = false
    let host = TestHost(navigation, configuration: configuration)
    drive(host)
    await host.advance(by: .milliseconds(400))
    return host
  }

  @Test func list() async throws {
    try await assertScreenSnapshots { try await openList(on: $0) }
  }

  /// The detail of the item in Japanese, pushed over the list.
  @Test func detail() async throws {
    try await assertScreenSnapshots { configuration in
      try await openList(on: configuration) { host in
        host.key(.down)
        host.key(.down)
        host.key(.enter)
      }
    }
  }

  /// The Add sheet over the list, a title typed.
  @Test func add() async throws {
    try await assertScreenSnapshots { configuration in
      try await openList(on: configuration) { host in
        host.key(.character("+"), .alt)
        host.type("Buy bread")
      }
    }
  }
}
