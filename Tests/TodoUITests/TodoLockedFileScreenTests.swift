import GRDB
import Testing
import ThinTerminal
import ThinTerminalTesting
import TodoUI

@testable import Todo

/// `demo todo` on a file another program holds locked in rollback-journal mode: the list shows
/// at once and says what it waits for, shows the tasks once the lock goes, and says after
/// 10 s (of the test clock) that the file could not be opened.
@MainActor
@Suite struct TodoLockedFileScreenTests {
  private let folder: TodoTestFolder
  private let path: String

  init() throws {
    folder = try TodoTestFolder("todo-locked")
    path = folder.databasePath
  }

  /// A file of ours with "Call Ann", in rollback-journal mode, in another connection's
  /// `BEGIN EXCLUSIVE`.
  private func lockFile() throws -> DatabaseQueue {
    let database = TodoDatabase(location: .file(path))
    try TodoStore(database: database, calendar: TodoTestCalendar.calendar, clock: ContinuousClock())
      .add(title: "Call Ann")
    try database.close()
    var configuration = Configuration()
    configuration.allowsUnsafeTransactions = true
    let other = try DatabaseQueue(path: path, configuration: configuration)
    try other.writeWithoutTransaction { db in
      try db.execute(sql: "PRAGMA journal_mode = DELETE")
      try db.execute(sql: "BEGIN EXCLUSIVE")
    }
    return other
  }

  /// The list on the locked file, launched by its steps.
  private func launchList() async throws -> SceneTest<TodoListScene> {
    let test = try await SceneTest(
      TodoListScene.self, installers: todoInstallers,
      terminal: todoTerminal, hosting: .todoStack,
      setUp: todoSetUp(location: .file(path)) { _ in })
    await test.receive(.focus("ListView"))
    return test
  }

  @Test func theListSaysAtOnceWhatItWaitsForThenShowsTheTasks() async throws {
    defer { folder.remove() }
    let other = try lockFile()
    let test = try await launchList()
    // The path is long, and wraps where it must.
    #expect(test.joinedText.contains("Waiting for /tmp/todo-locked-"))
    #expect(
      test.joinedText.contains(
        "another program holds it locked (a transaction it keeps open, as sqlite3's BEGIN "
          + "does), which stops even reading it. Trying for 10 seconds…"))
    #expect(!test.joinedText.contains("Call Ann"))
    // The launch's step left the file to the list, and nothing waits in SQLite for it: the
    // list reads on the main actor.
    let database = try test.store.database
    #expect(database.isWaitingForLock)
    #expect(throws: TodoStoreError.locked(path: path)) { try database.writer() }

    try await other.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") }
    // The next try opens it, and the list reads it at once.
    await test.advance(by: TodoDatabase.lockRetryInterval)
    #expect(test.joinedText.contains("Call Ann"))
    #expect(!test.joinedText.contains("Waiting for"))
    try await test.settleWrites()
    await test.finish()
  }

  @Test func theWaitEndsAfterTenSecondsSayingWhy() async throws {
    defer { folder.remove() }
    let other = try lockFile()
    let test = try await launchList()
    #expect(test.joinedText.contains("Waiting for"))
    await test.advance(by: .seconds(10))
    #expect(
      test.joinedText.contains(
        "could not be opened: another program kept it locked for 10 seconds."))
    #expect(test.joinedText.contains("Nothing was read or written; q quits."))
    #expect(!test.joinedText.contains("Waiting for"))
    // Quitting says it too, and fails, as a refusal at launch does.
    #expect(
      throws: TodoStoreError.cannotOpen(
        path: path,
        reason: "another program kept it locked while the app ran; nothing was read or written.")
    ) { try test.store.database.close() }
    try await other.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") }
    await test.finish()
  }

  /// A change asked for while the list waits waits as for a busy file; once the wait ends it is
  /// given up, named: nothing tries the file again, so "retrying…" would be untrue for as long
  /// as the app runs, and a lock let go later saves nothing.
  @Test func aChangeAskedForMeanwhileIsGivenUpNamedWhenTheWaitEnds() async throws {
    defer { folder.remove() }
    let other = try lockFile()
    let test = try await launchList()
    let store = try test.store
    await test.addThroughTheSheet("Buy milk")
    await test.advance(by: .seconds(1))
    try await test.deliver()
    #expect(test.joinedText.contains("The list is busy in another app — retrying…"))
    await test.advance(by: .seconds(11))
    try await test.deliver()
    #expect(
      test.joinedText.contains(
        "• Adding “Buy milk” — the file could not be opened: another program kept it locked "
          + "for 10 seconds."))
    #expect(!test.joinedText.contains("retrying"))
    #expect(store.writeStatus.unsaved.isEmpty)
    try await other.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") }
    await test.advance(by: .seconds(5))
    let count = try await other.read { db in
      try Int.fetchOne(db, sql: "SELECT count(*) FROM todoItem")
    }
    #expect(count == 1, "nothing was written")
    await test.finish()
  }
}
