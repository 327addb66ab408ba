import Foundation
import Testing
import ThinKit
import ThinTerminal
import ThinTerminalTesting
import Todo
import TodoUI

/// The due-date field in the Add sheet, built by its type over the list: how it shows focus,
/// and how it answers typing, with every focus move, shake, mark and write to the store
/// asserted.
@MainActor
@Suite struct DueDateFieldScreenTests {
  private nonisolated static func day(_ text: String) -> CalendarDay {
    TodoTestCalendar.day(text)
  }
  private let due = TodoFormFields.due

  /// The sheet open, its rows of the task and the due date.
  private func openSheet() async throws -> (test: SceneTest<TodoAddScene>, task: Int, due: Int) {
    let test = try await SceneTest.addSheet()
    let task = try #require(test.row(of: TodoFormFields.title))
    let due = try #require(test.row(of: "No due date"))
    return (test, task, due)
  }

  /// Focused, the due field takes the focused background and a caret after its text, as the
  /// task field does; unfocused, both go.
  @Test func focusHighlightsItAndShowsACaretAsTheTaskField() async throws {
    let (test, task, due) = try await openSheet()
    let screen = { test.terminal.screen }
    let taskStart = try #require(test.terminal.focusedFieldStart(inRow: task))
    let taskCaret = try #require(test.terminal.cursor)
    #expect(taskCaret.y == task)
    let caretLook = screen()[taskCaret.x, taskCaret.y]
    #expect(caretLook.background != Theme.standard.fieldFocusedBackground)
    #expect(test.terminal.focusedFieldStart(inRow: due) == nil)

    test.key(.tab)
    await test.receive(.focus(self.due))
    await test.advance(by: .milliseconds(400))
    #expect(test.terminal.focusedFieldStart(inRow: due) == taskStart)
    #expect(test.terminal.focusedFieldStart(inRow: task) == nil)
    #expect(screen()[taskStart, due].background == Theme.standard.fieldFocusedBackground)
    #expect(test.terminal.cursor == Point(x: taskStart + 1, y: due))
    #expect(screen()[taskStart + 1, due].background == caretLook.background, "the caret")

    test.type("+")
    await test.waitUntilIdle()
    let afterDate = taskStart + 1 + "2025-03-15".count
    #expect(test.terminal.cursor == Point(x: afterDate, y: due))
    #expect(screen()[afterDate, due].background == caretLook.background)
    #expect(screen()[afterDate - 1, due].background == Theme.standard.fieldFocusedBackground)
    await test.finish()
  }

  /// The report: over 2026-11-25, Backspace, then "2026-11-23" typed in full. The eighth digit
  /// makes 2026-11-22 and each digit more is refused with a shake; what is saved is the day the
  /// field shows, not "0261-12-3" dropped for another day.
  @Test func digitsTypedOverAWholeDayAreRefusedVisibly() async throws {
    let (test, _, due) = try await openSheet()
    test.type("Book the venue")
    test.key(.tab)
    test.type("20261125")
    await test.receive(.focus(self.due))
    #expect(test.lines[due].contains("2026-11-25  In 621 days"))
    test.key(.backspace)
    await test.advance(by: .milliseconds(400))
    let rest = try #require(test.terminal.focusedFieldStart(inRow: due))
    test.type("2026-11-2")
    // The first 2 makes 2026-11-22; each of the 6 digits after it is refused.
    await test.receive(Array(repeating: .shake(self.due), count: 6))
    #expect(await test.focusedFieldStartAtShakePeak(inRow: due) == rest + 2, "the field shakes")
    await test.advance(by: .milliseconds(400))
    test.type("3")
    await test.receive(.shake(self.due))
    await test.advance(by: .milliseconds(400))
    #expect(test.lines[due].contains("2026-11-22  In 618 days"))
    test.key(.enter)
    await test.receive(
      .dismiss(TodoAddScene.self), .focus("ListView"),
      .posted(TodoWrite.added(title: "Book the venue", due: Self.day("2026-11-22"))))
    await test.finish()
  }

  /// Return (or Done) with a day typed but not whole saves nothing: the due field gets the
  /// invalid dot and a shake, keeps what was typed, and saves once the day is whole.
  @Test func anUnfinishedDayIsRefusedOnSave() async throws {
    let (test, _, due) = try await openSheet()
    test.type("Renew passport")
    test.key(.tab)
    test.type("2025-11-2")
    await test.advance(by: .milliseconds(400))
    let rest = try #require(test.terminal.focusedFieldStart(inRow: due))
    test.key(.enter)
    await test.receive(.focus(self.due), .invalid(self.due), .shake(self.due))
    #expect(await test.focusedFieldStartAtShakePeak(inRow: due) == rest + 2, "the field shakes")
    #expect(test.column(of: "●", inRow: due) != nil, "the invalid dot shows")
    try await test.settleWrites()
    await test.receiveNothing()  // nothing saved
    #expect(test.presentedOverStack != nil, "the sheet stays")
    #expect(test.lines[due].contains("2025-11-2 "))
    test.key(.character("d"), .alt)
    try await test.settleWrites()
    await test.receive(.shake(self.due))  // nothing saved

    test.type("3")
    await test.receive(.valid(self.due))
    #expect(test.column(of: "●", inRow: due) == nil, "a whole day clears the dot")
    test.key(.enter)
    await test.receive(
      .dismiss(TodoAddScene.self), .focus("ListView"),
      .posted(TodoWrite.added(title: "Renew passport", due: Self.day("2025-11-23"))))
    await test.finish()
  }

  /// Leaving the field with a day typed but not whole drops the typing, with a shake, for the
  /// day it showed before: what is saved is what the field shows.
  @Test func leavingAnUnfinishedDayGoesBackToThePreviousOne() async throws {
    let (test, _, due) = try await openSheet()
    test.type("Water plants")
    test.key(.tab)
    test.type("+")
    test.type("2025")
    test.key(.tab, .shift)
    await test.receive(.focus(self.due), .shake(self.due), .focus(TodoFormFields.title))
    await test.advance(by: .milliseconds(400))
    #expect(test.lines[due].contains("2025-03-15  Tomorrow"))
    test.key(.enter)
    await test.receive(
      .dismiss(TodoAddScene.self), .focus("ListView"),
      .posted(TodoWrite.added(title: "Water plants", due: Self.day("2025-03-15"))))
    await test.finish()
  }
}
