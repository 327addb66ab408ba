import Foundation
import Testing
import ThinTerminal
import ThinTerminalTesting
import TodoUI

@testable import Todo

/// Quitting from the detail, built by its type over the list: Ctrl-C (and the demo's `q`, the
/// same request) saves what Back saves, and asks "Discard changes?" as Back does when a field
/// cannot be saved; SIGTERM cannot ask, so it saves the fields that can be saved and keeps
/// what is stored for the others. What is saved is asserted as the store's write.
@MainActor
@Suite struct TodoDetailQuitTests {
  private let discardAlert = SceneOutput.discardChanges(
    "A task needs a title. Leaving keeps the title it had and saves your other changes.")

  /// The detail of "Named", its title erased and Done switched on.
  private func detailWithABlankTitle() async throws -> SceneTest<TodoDetailScene> {
    let (test, _) = try await SceneTest.detail(of: "Named")
    for _ in 0..<"Named".count { test.key(.backspace) }
    test.key(.tab)
    test.key(.character(" "))
    await test.receive(.focus(TodoFormFields.done))
    return test
  }

  /// What leaving saves of ``detailWithABlankTitle()``: Done, not the blank title.
  private let doneSavedAndTitleKept = SceneOutput.posted(
    TodoWrite.changed("Named", [.isDone(true)]))

  @Test func ctrlCWithEditsThatCanBeSavedSavesThemAndQuitsWithoutAsking() async throws {
    let (test, _) = try await SceneTest.detail(of: "Named")
    test.type(" again")
    test.pressCtrlC()
    try await test.settleWrites()
    #expect(test.presentedOverStack == nil, "nothing to ask")
    await test.receive(.posted(TodoWrite.changed("Named", [.title(to: "Named again")])))
    await test.finish()  // no alert
  }

  @Test func ctrlCWithABlankTitleAsksAndKeepEditingStays() async throws {
    let test = try await detailWithABlankTitle()
    test.pressCtrlC()
    await test.receiveAlert(alert: discardAlert, focusing: "Keep editing")
    #expect(test.text.contains("Discard changes?"))
    #expect(test.text.contains("A task needs a title."))
    await test.keepEditingTheBlankTitle()
    #expect(test.navigation?.viewControllers.count == 2, "still editing")
    #expect(test.text.contains("ON ●"), "the edits are still on screen")
    let row = try #require(test.lines.firstIndex { $0.contains("Task") && $0.contains("●") })
    #expect(row > 0, "the title is marked")

    // Asked again, Discard quits: the scenes stop and save what can be saved.
    try await test.quitDiscarding(alert: discardAlert, refocusing: TodoFormFields.title)
    await test.receive(doneSavedAndTitleKept)
    await test.finish()
  }

  /// A second Ctrl-C while the question is open quits at once, as in a shell.
  @Test func aSecondCtrlCWhileAskingQuitsSavingWhatCanBeSaved() async throws {
    let test = try await detailWithABlankTitle()
    test.pressCtrlC()
    await test.receive(discardAlert, .focus("Keep editing"))
    test.pressCtrlC()
    try await test.settleWrites()
    await test.receive(doneSavedAndTitleKept)
    await test.finish()
  }

  /// SIGTERM (and SIGHUP) cannot wait for an answer: the valid fields are saved, the blank
  /// title is not, and nobody is asked.
  @Test func sigtermSavesTheFieldsThatCanBeSavedWithoutAsking() async throws {
    let test = try await detailWithABlankTitle()
    test.host.app.handle(.terminate)
    #expect(test.presentedOverStack == nil)
    try await test.settleWrites()
    await test.receive(doneSavedAndTitleKept)
    await test.finish()  // no alert
  }

  @Test func sigtermDropsADueDayTypedButNotWholeForTheLastWholeOne() async throws {
    let (test, _) = try await SceneTest.detail(
      of: "Dentist", due: TodoTestCalendar.day("2025-03-20"))
    test.key(.tab)
    test.key(.tab)
    await test.receive(.focus(TodoFormFields.done), .focus(TodoFormFields.due))
    test.type("+2025-02-30")
    await test.receive(.invalid(TodoFormFields.due))
    test.host.app.handle(.terminate)
    try await test.settleWrites()
    // The last whole day shown, after +.
    await test.receive(
      .posted(TodoWrite.changed("Dentist", [.due(TodoTestCalendar.day("2025-03-21"))])))
    await test.finish()
  }
}
