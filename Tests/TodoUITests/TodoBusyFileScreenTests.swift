import GRDB
import Testing
import ThinKit
import ThinTerminal
import ThinTerminalTesting
import TodoUI

@testable import Todo

/// Another connection holds the file's write lock (`BEGIN IMMEDIATE`): the list's writes wait
/// in the background, a notice says so, the keys go on working, and once the lock is let go
/// every write is saved, in the order it was asked for.
@MainActor
@Suite struct TodoBusyFileScreenTests {
  private let folder: TodoTestFolder
  private let path: String

  init() throws {
    folder = try TodoTestFolder("todo-busy")
    path = folder.databasePath
  }

  /// Another program's connection, in a transaction that holds the write lock.
  private func holdWriteLock() async throws -> DatabaseQueue {
    var configuration = Configuration()
    // The transaction stays open across accesses on purpose.
    configuration.allowsUnsafeTransactions = true
    let other = try DatabaseQueue(path: path, configuration: configuration)
    try await other.writeWithoutTransaction { db in try db.execute(sql: "BEGIN IMMEDIATE") }
    return other
  }

  @Test func aHeldLockShowsANoticeKeysStillActAndEveryWriteIsSavedInOrder() async throws {
    defer { folder.remove() }
    let test = try await SceneTest(todo: TodoListScene.self, location: .file(path)) { store in
      try store.add(title: "Water plants", due: CalendarDay("2025-03-14"))
      try store.add(title: "Call Ann", due: CalendarDay("2025-03-15"))
    }
    await test.receive(.focus("ListView"))
    // The test clock, which paces the store's retries as well as the animations.
    let clock = try #require(
      try test.container.resolve((any Clock<Duration>).self) as? ManualClock)
    let other = try await holdWriteLock()

    test.key(.character(" "))
    try await test.deliver()
    let notice = "The list is busy in another app — retrying…"
    #expect(test.text.contains(notice))

    // The keys still act: the selection moves, the Add sheet opens and takes a task.
    let list = test.scene.view
    #expect(list.selectedIndex == TodoListIndex(row: 0, section: 0))
    test.key(.down)
    #expect(list.selectedIndex == TodoListIndex(row: 1, section: 0))
    await test.addThroughTheSheet("Buy milk")
    await test.advance(by: .milliseconds(400))
    #expect(test.presentedOverStack == nil, "the sheet closed without waiting for the file")

    // Tried again and again while the lock is held: nothing is saved, nothing is dropped.
    await clock.advance(by: .seconds(5))
    let store = try test.store
    #expect(store.pendingWriteCount == 2)
    await test.receiveNothing()
    #expect(test.text.contains(notice))

    try await other.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") }
    // The next try comes within the longest pause; the write behind it follows at once.
    await test.advance(by: TodoWriteQueue.maximumDelay)
    #expect(store.pendingWriteCount == 0)
    await test.receive(
      .posted(TodoWrite.changed("Water plants", [.isDone(true)])),
      .posted(TodoWrite.added(title: "Buy milk")))
    try await test.deliver()
    #expect(!test.text.contains(notice))
    await test.finish()
  }
}
