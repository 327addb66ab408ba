import Foundation
import Testing
import ThinTerminal
import ThinTerminalTesting
import TodoUI

@testable import Todo

/// Quitting from the detail, built by its type over the list: Ctrl-C (and the demo's `q`, the
/// same request) saves what Back saves, and asks "Discard changes?" as Back does when a field
/// cannot be saved; SIGTERM cannot ask, so it saves the fields that can be saved and keeps
/// what is stored for the others. The store is concrete: what is saved is checked as the row.
@MainActor
@Suite struct TodoDetailQuitTests {
  private let discardAlert = SceneOutput.alert(
    title: "Discard changes?",
    message: "A task needs a title. Leaving keeps the title it had and saves your other changes.",

    actions: ["Keep editing", "Discard"])

  /// The detail of "Named", its title erased and Done switched on.
  private func detailWithABlankTitle() async throws -> (SceneTest<TodoDetailScene>, TodoItem) {
    let (test, original) = try await SceneTest.detail(of: "Named")
    for _ in 0..<"Named".count { test.key(.backspace) }
    test.key(.tab)
    test.key(.character(" "))
    await test.receive(.focus(TodoFormFields.done))
    return (test, original)
  }

  /// What leaving without asking saves of ``detailWithABlankTitle()``: Done, not the blank
  /// title.
  private func expectDoneSavedAndTitleKept(
    _ original: TodoItem, in test: SceneTest<TodoDetailScene>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    try await test.settleWrites()
    let saved = try #require(try test.store.item(id: original.id), sourceLocation: sourceLocation)
    #expect(saved.title == "Named", sourceLocation: sourceLocation)
    #expect(saved.isDone, sourceLocation: sourceLocation)
  }

  private func quitKey(_ test: SceneTest<TodoDetailScene>) {
    test.key(.character("c"), .control)
  }

  @Test func ctrlCWithEditsThatCanBeSavedSavesThemAndQuitsWithoutAsking() async throws {
    let (test, _) = try await SceneTest.detail(of: "Named")
    test.type(" again")
    quitKey(test)
    try await test.settleWrites()
    #expect(test.presentedOverStack == nil, "nothing to ask")
    #expect(try test.store.titlesInAddedOrder() == ["Named again"])
    await test.finish()  // no alert
  }

  @Test func ctrlCWithABlankTitleAsksAndKeepEditingStays() async throws {
    let (test, original) = try await detailWithABlankTitle()
    quitKey(test)
    await test.receiveAlert(alert: discardAlert, focusing: "Keep editing")
    #expect(test.text.contains("Discard changes?"))
    #expect(test.text.contains("A task needs a title."))
    await test.keepEditingTheBlankTitle()
    #expect(test.navigation?.viewControllers.count == 2, "still editing")
    #expect(test.text.contains("ON ●"), "the edits are still on screen")
    #expect(try test.store.item(id: original.id) == original, "nothing saved")
    let row = try #require(test.lines.firstIndex { $0.contains("Task") && $0.contains("●") })
    #expect(row > 0, "the title is marked")

    // Asked again, Discard quits: the scenes stop and save what can be saved.
    quitKey(test)
    await test.receiveAlert(alert: discardAlert, focusing: "Keep editing")
    test.key(.right)
    test.key(.enter)
    await test.advance(by: .milliseconds(400))
    await test.receive(.focus("Discard"), .dismiss(.alert), .focus(TodoFormFields.title))
    try await expectDoneSavedAndTitleKept(original, in: test)
    await test.finish()
  }

  /// A second Ctrl-C while the question is open quits at once, as in a shell.
  @Test func aSecondCtrlCWhileAskingQuitsSavingWhatCanBeSaved() async throws {
    let (test, original) = try await detailWithABlankTitle()
    quitKey(test)
    await test.receive(discardAlert, .focus(nil))
    quitKey(test)
    try await expectDoneSavedAndTitleKept(original, in: test)
    await test.finish()
  }

  /// SIGTERM (and SIGHUP) cannot wait for an answer: the valid fields are saved, the blank
  /// title is not, and nobody is asked.
  @Test func sigtermSavesTheFieldsThatCanBeSavedWithoutAsking() async throws {
    let (test, original) = try await detailWithABlankTitle()
    test.host.app.handle(.terminate)
    #expect(test.presentedOverStack == nil)
    try await expectDoneSavedAndTitleKept(original, in: test)
    await test.finish()  // no alert
  }

  @Test func sigtermDropsADueDayTypedButNotWholeForTheLastWholeOne() async throws {
    let (test, original) = try await SceneTest.detail(
      of: "Dentist", due: TodoTestCalendar.day("2025-03-20"))
    test.key(.tab)
    test.key(.tab)
    await test.receive(.focus(TodoFormFields.done), .focus(TodoFormFields.due))
    test.type("+2025-02-30")
    await test.receive(.invalid(TodoFormFields.due))
    test.host.app.handle(.terminate)
    try await test.settleWrites()
    let saved = try #require(try test.store.item(id: original.id))
    #expect(saved.due == TodoTestCalendar.day("2025-03-21"), "the last whole day shown, after +")
    await test.finish()
  }
}
