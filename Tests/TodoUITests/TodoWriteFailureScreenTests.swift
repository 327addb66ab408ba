import Foundation
import Testing
import ThinTerminal
import ThinTerminalTesting
import TodoUI

@testable import Todo

/// What a write cannot do is said, on the screen where the user is: a title the table would
/// refuse is refused on its form, which stays; a task deleted while its detail was open is
/// reported on the list the detail went back to. Each screen is built by its type; a refused
/// write is no output.
@MainActor
@Suite struct TodoWriteFailureScreenTests {
  /// 1,000 characters (what the field holds), each an e with an accent mark: 2,000 Unicode
  /// scalars, which is what the table counts.
  private let accentedTitle = String(repeating: "e\u{301}", count: TodoStore.titleLimit)
  private let tooLong = SceneOutput.alert(
    title: "Error", message: "A title can be at most 1000 characters long; this one has 2000.",
    actions: ["Close"])

  @Test func aTitleWithMoreScalarsThanTheTableTakesIsRefusedOnTheSheet() async throws {
    let test = try await SceneTest.addSheet()
    test.host.send(.paste(accentedTitle))
    test.key(.enter)
    await test.receiveAlert(alert: tooLong, focusing: "Close")
    #expect(test.text.contains("A title can be at most 1000 characters long"))
    #expect(test.presentedOverStack is TodoAddSheet, "the sheet stays, with the title")
    try await test.settleWrites()
    await test.finish()
  }

  @Test func aTitleWithMoreScalarsThanTheTableTakesIsRefusedOnTheDetail() async throws {
    let (test, _) = try await SceneTest.detail(of: "Short")
    test.key(.character("u"), .control)
    test.host.send(.paste(accentedTitle))
    test.key(.escape)
    await test.receiveAlert(alert: tooLong, focusing: "Close")
    #expect(test.text.contains("A title can be at most 1000 characters long"))
    #expect(test.navigation?.viewControllers.count == 2, "the detail stays")
    try await test.settleWrites()
    await test.finish()
  }

  @Test func aTaskDeletedWhileItsDetailWasOpenIsReportedOnTheList() async throws {
    let (test, item) = try await SceneTest.detail(of: "Call Ann")
    try await test.writeElsewhere { store in try store.delete(id: item.id) }
    test.type(" today")
    test.key(.escape)
    await test.receive(.pop(TodoDetailScene.self), .focus(nil), .focus("ListView"))
    try await test.settleWrites()
    try await test.deliver()
    await test.receiveAlert(
      alert: .alert(
        title: "Task deleted",
        message:
          "“Call Ann” was deleted elsewhere while you edited it, so your changes were not saved.",
        actions: ["Close"]), focusing: "Close")
    #expect(test.navigation?.viewControllers.count == 1)
    #expect(test.text.contains("Task deleted"))
    #expect(test.text.contains("“Call Ann” was deleted elsewhere"))
    #expect(try test.store.count() == 0, "the save added nothing back")
    await test.finish()
  }
}
