import Foundation
import Testing
import ThinKit
import ThinTerminal
import Todo
import TodoUI

/// The due-date field in the Add sheet: how it shows focus, and how it answers typing.
@MainActor
@Suite struct DueDateFieldScreenTests {
  private static func day(_ text: String) -> CalendarDay { CalendarDay(text)! }

  /// The sheet open, its lines of the task and the due date.
  private func openSheet() async throws -> (scene: TodoScene, task: Int, due: Int) {
    let scene = try await TodoScene()
    scene.host.key(.character("+"), .alt)
    await scene.settle()
    let task = try #require(scene.lines.firstIndex { $0.contains("What needs doing?") })
    let due = try #require(scene.lines.firstIndex { $0.contains("No due date") })
    return (scene, task, due)
  }

  /// Focused, the due field takes the focused background and a caret after its text, as the
  /// task field does; unfocused, both go.
  @Test func focusHighlightsItAndShowsACaretAsTheTaskField() async throws {
    let (scene, task, due) = try await openSheet()
    let screen = { scene.host.terminal.screen }
    let taskStart = try #require(scene.focusedFieldStart(onLine: task))
    let taskCaret = try #require(scene.host.terminal.cursor)
    #expect(taskCaret.y == task)
    let caretLook = screen()[taskCaret.x, taskCaret.y]
    #expect(caretLook.background != Theme.standard.fieldFocusedBackground)
    #expect(scene.focusedFieldStart(onLine: due) == nil)

    scene.host.key(.tab)
    await scene.settle()
    #expect(scene.focusedFieldStart(onLine: due) == taskStart)
    #expect(scene.focusedFieldStart(onLine: task) == nil)
    #expect(screen()[taskStart, due].background == Theme.standard.fieldFocusedBackground)
    #expect(scene.host.terminal.cursor == Point(x: taskStart + 1, y: due))
    #expect(screen()[taskStart + 1, due].background == caretLook.background, "the caret")

    scene.host.type("+")
    await scene.settle()
    let afterDate = taskStart + 1 + "2025-03-15".count
    #expect(scene.host.terminal.cursor == Point(x: afterDate, y: due))
    #expect(screen()[afterDate, due].background == caretLook.background)
    #expect(screen()[afterDate - 1, due].background == Theme.standard.fieldFocusedBackground)
  }

  /// The report: over 2026-11-25, Backspace, then "2026-11-23" typed in full. The eighth digit
  /// makes 2026-11-22 and each digit more is refused with a shake; what is saved is the day the
  /// field shows, not "0261-12-3" dropped for another day.
  @Test func digitsTypedOverAWholeDayAreRefusedVisibly() async throws {
    let (scene, _, due) = try await openSheet()
    scene.host.type("Book the venue")
    scene.host.key(.tab)
    scene.host.type("20261125")
    #expect(scene.lines[due].contains("2026-11-25  In 621 days"))
    scene.host.key(.backspace)
    await scene.settle()
    let rest = try #require(scene.focusedFieldStart(onLine: due))
    scene.host.type("2026-11-2")
    #expect(await scene.focusedFieldStartAtShakePeak(onLine: due) == rest + 2, "the field shakes")
    scene.host.type("3")
    await scene.settle()
    #expect(scene.lines[due].contains("2026-11-22  In 618 days"))
    scene.host.key(.enter)
    await scene.store.waitForWrites()
    #expect(try scene.store.item(titled: "Book the venue")?.due == Self.day("2026-11-22"))
  }

  /// Return (or Done) with a day typed but not whole saves nothing: the due field gets the
  /// invalid dot and a shake, keeps what was typed, and saves once the day is whole.
  @Test func anUnfinishedDayIsRefusedOnSave() async throws {
    let (scene, _, due) = try await openSheet()
    scene.host.type("Renew passport")
    scene.host.key(.tab)
    scene.host.type("2025-11-2")
    await scene.settle()
    let rest = try #require(scene.focusedFieldStart(onLine: due))
    scene.host.key(.enter)
    #expect(await scene.focusedFieldStartAtShakePeak(onLine: due) == rest + 2, "the field shakes")
    #expect(scene.column(of: "●", onLine: due) != nil, "the invalid dot shows")
    await scene.store.waitForWrites()
    #expect(try scene.store.count() == 0)
    #expect(scene.presented != nil, "the sheet stays")
    #expect(scene.lines[due].contains("2025-11-2 "))
    scene.host.key(.character("d"), .alt)
    await scene.store.waitForWrites()
    #expect(try scene.store.count() == 0)

    scene.host.type("3")
    #expect(scene.column(of: "●", onLine: due) == nil, "a whole day clears the dot")
    scene.host.key(.enter)
    await scene.settle()
    #expect(try scene.store.item(titled: "Renew passport")?.due == Self.day("2025-11-23"))
  }

  /// Leaving the field with a day typed but not whole drops the typing, with a shake, for the
  /// day it showed before: what is saved is what the field shows.
  @Test func leavingAnUnfinishedDayGoesBackToThePreviousOne() async throws {
    let (scene, _, due) = try await openSheet()
    scene.host.type("Water plants")
    scene.host.key(.tab)
    scene.host.type("+")
    scene.host.type("2025")
    scene.host.key(.tab)
    await scene.settle()
    #expect(scene.lines[due].contains("2025-03-15  Tomorrow"))
    scene.host.key(.enter)
    await scene.settle()
    #expect(try scene.store.item(titled: "Water plants")?.due == Self.day("2025-03-15"))
  }
}
