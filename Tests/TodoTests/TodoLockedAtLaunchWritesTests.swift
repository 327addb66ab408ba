import Foundation
import GRDB
import Testing
import ThinKit

@testable import Todo

/// Changes asked for while the list waits for a file another program holds locked at launch
/// (rollback-journal mode): they wait as for a busy file, and once the wait ends (10 s) they
/// are given up, saying why. Nothing tries the file again then, so "retrying…" would be untrue
/// for as long as the app runs, and a lock let go later saves nothing.
@MainActor
@Suite(.timeLimit(.minutes(5))) struct TodoLockedAtLaunchWritesTests {
  private let folder: TemporaryDirectory
  private let path: String
  private let clock = ManualClock()

  init() throws {
    folder = try TemporaryDirectory()
    path = folder.path("todo.sqlite")
  }

  @Test func changesAreGivenUpSayingWhyWhenTheWaitEnds() async throws {
    let other = try lockedFileWithOneTask()
    let store = makeStore(.file(path), clock: clock)
    #expect(throws: TodoStoreError.locked(path: path)) { try store.database.openUnlessLocked() }
    try store.enqueueAdd(title: "Buy milk")
    await advancing(clock) { await waitUntil { store.writeStatus.stall == .busy } }

    await advancing(clock) {
      await #expect(throws: TodoStoreError.self) {
        try await store.database.openWhenUnlocked(within: TodoLockWait.limit, clock: clock)
      }
      await waitUntil { store.writeStatus.reports.count == 1 }
    }
    #expect(store.writeStatus.unsaved.isEmpty)
    #expect(store.writeStatus.stall == nil)
    #expect(
      store.writeStatus.reports.map { "\($0.change) — \($0.outcome.reason)" } == [
        "adding “Buy milk” — the file could not be opened: another program kept it locked for "
          + "10 seconds"
      ])
    try await other.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") }
    #expect(try makeStore(.file(path)).count() == 1, "nothing was written")
  }

  /// A file of ours with one task, in rollback-journal mode, in another connection's
  /// `BEGIN EXCLUSIVE`.
  private func lockedFileWithOneTask() throws -> DatabaseQueue {
    let first = makeStore(.file(path))
    _ = try first.add(title: "Call Ann")
    try first.database.close()
    var configuration = Configuration()
    configuration.allowsUnsafeTransactions = true
    let other = try DatabaseQueue(path: path, configuration: configuration)
    try other.writeWithoutTransaction { db in
      try db.execute(sql: "PRAGMA journal_mode = DELETE")
      try db.execute(sql: "BEGIN EXCLUSIVE")
    }
    return other
  }
}
