import Foundation
import Testing
import ThinKit
import ThinTerminal
import ThinTerminalTesting
import TodoUI

@testable import Todo

/// The detail, built by its type and pushed over the list: every focus move, mark, alert and
/// pop asserted in order, with what Back writes to the store.
@MainActor
@Suite struct TodoEditorScreenTests {
  private nonisolated static func day(_ text: String) -> CalendarDay {
    TodoTestCalendar.day(text)
  }

  private let keptTitle =
    "A task needs a title. Leaving keeps the title it had and saves your other changes."

  @Test func backSavesTheEditsToTheSameItem() async throws {
    let (test, _) = try await SceneTest.detail(of: "Draft talk", due: Self.day("2025-03-20"))
    #expect(test.lines[0].hasPrefix(" ‹ Back"))
    #expect(test.lines[0].contains("Task"))
    #expect(test.text.contains("Draft talk"))
    #expect(test.text.contains("● OFF"))
    #expect(test.text.contains("2025-03-20  In 6 days"))

    test.editDraftTalkAndGoBack()
    await test.receive(.focus(TodoFormFields.done), .focus(TodoFormFields.due))
    try await test.receiveBackToList(
      saving: .changed(
        "Draft talk",
        [.title(to: "Draft talk and slides"), .isDone(true), .due(Self.day("2025-03-17"))]))
    await test.finish()
  }

  /// Back with nothing edited writes nothing: not even the values the detail loaded.
  @Test func backWithoutAnEditWritesNothing() async throws {
    let (test, _) = try await SceneTest.detail(of: "Draft talk", due: Self.day("2025-03-20"))
    test.key(.tab)
    test.key(.escape)
    await test.receive(.focus(TodoFormFields.done))
    try await test.receiveBackToList()
    await test.finish()
  }

  /// As the Add sheet, Return in the task saves: here by going back, as Esc does.
  @Test func returnInTheTaskSavesAndGoesBack() async throws {
    let (test, _) = try await SceneTest.detail(of: "Call Ann")
    #expect(test.text.contains("Enter done · Esc save and go back"))
    test.type(" back")
    test.key(.enter)
    try await test.receiveBackToList(saving: .changed("Call Ann", [.title(to: "Call Ann back")]))
    await test.finish()
  }

  @Test func theDueDateFieldTakesTypedDaysAndClears() async throws {
    let (test, _) = try await SceneTest.detail(of: "Dentist")
    #expect(test.text.contains("No due date"))
    test.key(.tab)
    test.key(.tab)
    await test.receive(.focus(TodoFormFields.done), .focus(TodoFormFields.due))
    test.type("2025-04-01")
    #expect(test.text.contains("2025-04-01  In 18 days"))
    test.key(.backspace)
    #expect(test.text.contains("2025-04-0") && !test.text.contains("2025-04-01"))
    test.type("2")
    test.key(.escape)
    try await test.receiveBackToList(saving: .changed("Dentist", [.due(Self.day("2025-04-02"))]))
    await test.finish()
  }

  /// The due day cleared with Delete is saved as none.
  @Test func deleteClearsTheDueDay() async throws {
    let (test, _) = try await SceneTest.detail(of: "Dentist", due: Self.day("2025-04-02"))
    test.key(.tab)
    test.key(.tab)
    test.key(.delete)
    #expect(test.text.contains("No due date"))
    test.key(.escape)
    await test.receive(.focus(TodoFormFields.done), .focus(TodoFormFields.due))
    try await test.receiveBackToList(saving: .changed("Dentist", [.due(nil)]))
    await test.finish()
  }

  /// The report: the whole title cleared, Done switched on, Esc. Back asks "Discard
  /// changes?": Keep editing (focused first) stays with the title marked and nothing saved;
  /// Discard leaves, saving Done and keeping the stored title.
  @Test func backWithABlankTitleAsksBeforeDiscardingIt() async throws {
    let (test, _) = try await SceneTest.detail(of: "Named")
    let row = try #require(test.row(of: "Named"))
    for _ in 0..<"Named".count { test.key(.backspace) }
    test.key(.tab)
    test.key(.character(" "))
    #expect(test.text.contains("ON ●"))
    test.key(.escape)
    await test.receiveAlert(
      .focus(TodoFormFields.done), alert: .discardChanges(keptTitle),
      focusing: "Keep editing")
    #expect(test.text.contains("Discard changes?"))
    #expect(test.text.contains("A task needs a title."))
    await test.keepEditingTheBlankTitle()
    #expect(test.navigation?.viewControllers.count == 2, "the detail stays")
    #expect(test.column(of: "●", inRow: row) != nil, "the title is marked")

    test.click(at: Point(x: 2, y: 0))
    await test.receive(
      .focus(nil), .highlight("Back"), .discardChanges(keptTitle))
    await test.advance(by: .milliseconds(400))
    await test.receive(.focus("Keep editing"))
    #expect(test.text.contains("Discard changes?"), "a click on ‹ Back asks too")
    test.key(.right)
    test.key(.enter)
    await test.advance(by: .milliseconds(400))
    // The title the click took focus from has it back as the question goes, then the pop.
    await test.receive(
      .focus("Discard"), .dismiss(.alert), .focus("What needs doing?"),
      .pop(TodoDetailScene.self), .focus(nil), .focus("ListView"))
    try await test.settleWrites()
    // The blank title was discarded, the other change saved.
    await test.receive(.posted(TodoWrite.changed("Named", [.isDone(true)])))
    await test.finish()
  }

  /// The report: a due day typed but not whole, then Esc. Back asks; Keep editing stays with
  /// the due field marked and what was typed; once the day is whole, Esc saves it and leaves.
  @Test func backWithAnUnfinishedDueDayAsksAndKeepEditingStays() async throws {
    let (test, _) = try await SceneTest.detail(of: "Dentist")
    test.key(.tab)
    test.key(.character(" "))
    test.key(.tab)
    let due = try #require(test.row(of: "No due date"))
    test.type("2025-04")
    test.key(.escape)
    await test.receiveAlert(
      .focus(TodoFormFields.done), .focus(TodoFormFields.due),
      alert: .discardChanges(
        "The due date typed is not a whole day. Leaving keeps the last whole day and saves "
          + "your other changes."), focusing: "Keep editing")
    test.key(.enter)
    await test.advance(by: .milliseconds(400))
    await test.receive(
      .dismiss(.alert), .focus(TodoFormFields.due), .invalid(TodoFormFields.due),
      .shake(TodoFormFields.due))
    #expect(test.navigation?.viewControllers.count == 2, "the detail stays")
    #expect(test.column(of: "●", inRow: due) != nil, "the due field is marked")
    #expect(test.lines[due].contains("2025-04 "), "what was typed stays")

    test.type("01")
    await test.receive(.valid(TodoFormFields.due))
    #expect(test.column(of: "●", inRow: due) == nil, "a whole day clears the dot")
    test.key(.escape)
    try await test.receiveBackToList(
      saving: .changed("Dentist", [.isDone(true), .due(Self.day("2025-04-01"))]))
    await test.finish()
  }
}
