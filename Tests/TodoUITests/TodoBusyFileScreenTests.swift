import Clocks
import Foundation
import GRDB
import Testing
import ThinTerminal
import TodoUI

@testable import Todo

/// Another connection holds the file's write lock (`BEGIN IMMEDIATE`): the list's writes wait
/// in the background, a notice says so, the keys go on working, and once the lock is let go
/// every write is saved, in the order it was asked for.
@MainActor
@Suite struct TodoBusyFileScreenTests {
  private let folder: URL
  private let path: String

  init() throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("todo-busy-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    path = folder.appendingPathComponent("todo.sqlite").path
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
    defer { try? FileManager.default.removeItem(at: folder) }
    let scene = try await TodoScene(location: .file(path)) { store in
      try store.add(title: "Water plants", due: CalendarDay("2025-03-14"))
      try store.add(title: "Call Ann", due: CalendarDay("2025-03-15"))
    }
    let clock = try #require(
      try scene.container.resolve((any Clock<Duration>).self) as? TestClock<Duration>)
    let other = try await holdWriteLock()

    scene.host.key(.character(" "))
    await scene.deliver()
    let notice = "The list is busy in another app — retrying…"
    #expect(scene.host.text.contains(notice))

    // The keys still act: the selection moves, the Add sheet opens and takes a task.
    let list = try #require(scene.navigation.viewControllers.first?.view as? TodoListView)
    #expect(list.selectedIndex == TodoListIndex(row: 0, section: 0))
    scene.host.key(.down)
    #expect(list.selectedIndex == TodoListIndex(row: 1, section: 0))
    scene.host.key(.character("+"))
    await scene.host.advance(by: .milliseconds(400))
    #expect(scene.presented != nil)
    scene.host.type("Buy milk")
    scene.host.key(.enter)
    await scene.host.advance(by: .milliseconds(400))
    #expect(scene.presented == nil, "the sheet closed without waiting for the file")

    // Tried again and again while the lock is held: nothing is saved, nothing is dropped.
    await clock.advance(by: .seconds(5))
    #expect(scene.store.pendingWriteCount == 2)
    #expect(try scene.store.item(titled: "Water plants")?.isDone == false)
    #expect(try scene.store.item(titled: "Buy milk") == nil)
    #expect(scene.host.text.contains(notice))

    try await other.writeWithoutTransaction { db in try db.execute(sql: "ROLLBACK") }
    let advancing = Task {
      while !Task.isCancelled {
        await clock.advance(by: .milliseconds(100))
        await Task.yield()
      }
    }
    await scene.store.waitForWrites()
    advancing.cancel()
    await scene.deliver()
    #expect(!scene.host.text.contains(notice))
    #expect(try scene.store.item(titled: "Water plants")?.isDone == true)
    #expect(try scene.store.titlesInAddedOrder() == ["Water plants", "Call Ann", "Buy milk"])
    #expect(scene.store.pendingWriteCount == 0)
  }
}
