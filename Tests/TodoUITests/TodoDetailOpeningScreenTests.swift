import Testing
import ThinKit
import ThinTerminal
import ThinTerminalTesting
import TodoUI

@testable import Todo

/// Enter reads the task off the main actor before its detail opens: while the read waits (a
/// connection held, as a slow disk holds it) the list keeps its keys and no detail shows;
/// the detail of the task chosen opens once the read returns. Another Enter meanwhile opens no
/// second detail, and a sheet opened meanwhile keeps the screen.
@MainActor
@Suite struct TodoDetailOpeningScreenTests {
  private func list() async throws -> SceneTest<TodoListScene> {
    let test = try await SceneTest(todo: TodoListScene.self) { store in
      try store.add(title: "Call Ann", due: TodoTestCalendar.day("2025-03-14"))
      try store.add(title: "Buy milk", due: TodoTestCalendar.day("2025-03-15"))
    }
    await test.receive(.focus("ListView"))
    return test
  }

  @Test func theListKeepsItsKeysWhileTheTaskIsReadAndItsDetailOpensAfter() async throws {
    let test = try await list()
    let chosen = try test.detailItem(test.selectedItemID())
    let held = try HeldConnection(try test.store)
    test.key(.enter)
    test.key(.down)
    #expect(test.scene.view.selectedIndex == TodoListIndex(row: 1, section: 0), "keys act")
    #expect(test.navigation?.viewControllers.count == 1, "no detail before its task is read")
    #expect(test.text.contains("Todo List"))

    held.release()
    await test.receive(
      .route(TodoListScene.OpenItem.self, chosen), .push(TodoDetailScene.self), .focus(nil))
    await test.advance(by: .milliseconds(400))
    await test.receive(.focus(TodoFormFields.title))
    #expect(test.text.contains("Call Ann"), "the task chosen, not the one selected since")
    await test.finish()
  }

  @Test func aSecondEnterOpensOneDetail() async throws {
    let test = try await list()
    let chosen = try test.detailItem(test.selectedItemID())
    let held = try HeldConnection(try test.store)
    test.key(.enter)
    test.key(.enter)
    held.release()
    await test.receive(
      .route(TodoListScene.OpenItem.self, chosen), .push(TodoDetailScene.self), .focus(nil))
    await test.advance(by: .milliseconds(400))
    await test.receive(.focus(TodoFormFields.title))
    await test.receiveNothing()
    #expect(test.navigation?.viewControllers.count == 2)
    await test.finish()
  }

  @Test func aSheetOpenedWhileTheTaskIsReadKeepsTheScreen() async throws {
    let test = try await list()
    let held = try HeldConnection(try test.store)
    test.key(.enter)
    test.key(.character("+"))
    await test.receive(
      .route(TodoNavigation.AddItem.self), .present(TodoAddScene.self),
      .focus(TodoFormFields.title))
    held.release()
    await test.advance(by: .milliseconds(400))
    await test.receiveNothing()
    #expect(test.navigation?.viewControllers.count == 1, "no detail pushed under the sheet")
    test.type("Pay rent")
    #expect(test.text.contains("Pay rent"), "the sheet kept the keys")
    await test.finish()
  }
}
