import Foundation
import GRDB
import Testing
import ThinKit
import ThinTerminal
import ThinTerminalTesting
import TodoUI

@testable import Todo

/// A task deleted elsewhere after the list showed it, then opened before the list heard: the
/// detail says so in an alert that keeps the keys (its push focusing the form beneath does not
/// take them), and goes back to the list once it closes, with nothing written.
@MainActor
@Suite struct TodoDetailGoneScreenTests {
  @Test(arguments: [Key.escape, Key.enter])
  func aTaskGoneBeforeItsDetailOpenedIsSaidAndTheDetailGoesBack(closing: Key) async throws {
    let test = try await SceneTest(todo: TodoListScene.self) { store in
      try store.add(title: "Call Ann")
    }
    await test.receive(.focus("ListView"))
    try test.recordWrites()
    let id = try await test.writeElsewhere { store in
      try store.write { db in
        let id = try String.fetchOne(db, sql: "SELECT id FROM todoItem")
        try db.execute(sql: "DELETE FROM todoItem")
        return try #require(id.flatMap(UUID.init(uuidString:)))
      }
    }
    test.key(.enter)
    await test.advance(by: .milliseconds(400))
    await test.receive(
      .route(TodoListScene.OpenItem.self, TodoDetailItem(id: id, read: .failure(.itemNotFound))),
      .push(TodoDetailScene.self),
      .alert(title: "Error", message: "This task no longer exists.", actions: ["Close"]),
      .focus("Close"))
    test.key(closing)
    await test.advance(by: .milliseconds(400))
    await test.receive(.dismiss(.alert), .focus(TodoFormFields.title))
    await test.receive(.pop(TodoDetailScene.self), .focus(nil), .focus("ListView"))
    try await test.settleWrites()
    await test.finish()
  }
}
