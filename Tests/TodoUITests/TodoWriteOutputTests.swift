import GRDB
import Testing
import ThinTerminalTesting
import TodoUI

@testable import Todo

/// The store's writes are outputs of every Todo scene test, as exhaustive as the others: one
/// left unasserted fails the test, and only the app's own connection's commits are recorded.
@MainActor
@Suite struct TodoWriteOutputTests {
  @Test func aWriteLeftUnassertedFailsTheTest() async throws {
    let test = try await SceneTest(todo: TodoListScene.self) { store in
      try store.add(title: "Water plants")
    }
    await test.receive(.focus("ListView"))
    test.key(.character(" "))
    try await test.settleWrites()
    await withKnownIssue {
      await test.finish()
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.contains("1 output(s) left unasserted")
          && $0.rawValue.contains(#"TodoWrite.changed("Water plants""#)
      }
    }
  }

  /// Another program's connection commits to the same file: not the app's write, no output.
  /// What the app then writes is, even to that program's task (unseen before, so every field
  /// it holds is listed).
  @Test func anotherConnectionsCommitsAreNotTheAppsWrites() async throws {
    let folder = try TodoTestFolder("todo-writes")
    defer { folder.remove() }
    let path = folder.databasePath
    let test = try await SceneTest(todo: TodoListScene.self, location: .file(path)) { store in
      try store.add(title: "Water plants")
    }
    await test.receive(.focus("ListView"))

    let other = try DatabaseQueue(path: path)
    let added = TodoItem(title: "From sqlite3", createdAt: TodoTestCalendar.calendar.now())
    try await other.write { db in try added.insert(db) }
    try other.close()
    await test.receiveNothing()

    let store = try test.store
    store.enqueueToggleDone(of: added)
    store.enqueueDelete(of: added)
    try await test.settleWrites()
    await test.receive(
      .posted(
        TodoWrite.changed(
          "From sqlite3", [.title(to: "From sqlite3"), .isDone(true), .due(nil)])),
      .posted(TodoWrite.deleted("From sqlite3")))
    await test.finish()
  }
}
