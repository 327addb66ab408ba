import Foundation
import Testing
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
  private nonisolated static func day(_ text: String) -> CalendarDay {
    TodoTestCalendar.day(text)
  }

  private nonisolated static func fill(_ store: TodoStore) throws {
    try store.add(title: "Renew passport", due: day("2025-03-11"))
    try store.add(title: "Call Ann 📞", due: day("2025-03-15"))
    try store.add(title: "牛乳を買う", due: day("2025-03-18"))
    try store.add(title: "Book flights", due: day("2025-03-24"))
    let done = try store.add(title: "Read the brief")
    try store.toggleDone(id: done.id)
  }

  /// Todo's list on a stack with its spec and keys shown, as the demo opens it, built as the
  /// scene tests build it (the items above, no sample data, the test clock), on a terminal of
  /// `configuration`; then `drive` (keys), with time for the animations after. Database
  /// changes wait for a delivery that never comes: the screens show what they loaded.
  private func openList(
    on configuration: ScreenConfiguration,
    then drive: (SceneTest<TodoListScene>) -> Void = { _ in }
  ) async throws -> TestHost {
    let test = try await SceneTest(
      todo: TodoListScene.self, terminal: configuration, exhaustivity: .off, fill: Self.fill)
    drive(test)
    await test.advance(by: .milliseconds(400))
    return test.host
  }

  @Test func list() async throws {
    try await assertScreenSnapshots { try await openList(on: $0) }
  }

  /// The detail of the item in Japanese, pushed over the list.
  @Test func detail() async throws {
    try await assertScreenSnapshots { configuration in
      try await openList(on: configuration) { test in
        test.key(.down)
        test.key(.down)
        test.key(.enter)
      }
    }
  }

  /// The Add sheet over the list, a title typed.
  @Test func add() async throws {
    try await assertScreenSnapshots { configuration in
      try await openList(on: configuration) { test in
        test.key(.character("+"), .alt)
        test.type("Buy bread")
      }
    }
  }

  /// The Add sheet refusing a due day typed but not whole: the dot, and why, under the field.
  @Test func addRefused() async throws {
    try await assertScreenSnapshots { configuration in
      try await openList(on: configuration) { test in
        test.key(.character("+"), .alt)
        test.type("Buy bread")
        test.key(.tab)
        test.type("2025-04")
        test.key(.enter)
      }
    }
  }
}
