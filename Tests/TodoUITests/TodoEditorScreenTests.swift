import Foundation
import Testing
import ThinKit
import ThinTerminal
import TodoUI

@testable import Todo

/// The detail, pushed over the list.
@MainActor
@Suite struct TodoEditorScreenTests {
  private static func day(_ text: String) -> CalendarDay { CalendarDay(text)! }

  private func item(titled title: String, in scene: TodoScene) throws -> TodoItem? {
    try scene.store.item(titled: title)
  }

  @Test func enterOpensTheDetailAndBackSavesTheEditsToTheSameItem() async throws {
    let scene = try await TodoScene { store in
      try store.add(title: "Draft talk", due: Self.day("2025-03-20"))
    }
    let original = try #require(try item(titled: "Draft talk", in: scene))
    scene.host.key(.enter)
    await scene.settle()
    #expect(scene.navigation.viewControllers.count == 2)
    #expect(scene.lines[0].hasPrefix(" ‹ Back"))
    #expect(scene.lines[0].contains("Task"))
    #expect(scene.host.text.contains("Draft talk"))
    #expect(scene.host.text.contains("● OFF"))
    #expect(scene.host.text.contains("2025-03-20  In 6 days"))

    scene.host.type(" and slides")
    scene.host.key(.tab)
    scene.host.key(.character(" "))
    scene.host.key(.tab)
    scene.host.type("---")
    scene.host.key(.escape)
    await scene.settle()
    #expect(scene.navigation.viewControllers.count == 1)
    let saved = try #require(try scene.store.item(id: original.id))
    #expect(saved.title == "Draft talk and slides")
    #expect(saved.isDone)
    #expect(saved.due == Self.day("2025-03-17"))
    #expect(try scene.store.count() == 1)
    await scene.deliver(2)
    #expect(scene.host.text.contains("Draft talk and slides"))
    #expect(scene.lines[2].contains("In 3 days ✓"))
  }

  /// As the Add sheet, Return in the task saves: here by going back, as Esc does.
  @Test func returnInTheTaskSavesAndGoesBack() async throws {
    let scene = try await TodoScene { store in try store.add(title: "Call Ann") }
    scene.host.key(.enter)
    await scene.settle()
    #expect(scene.host.text.contains("Enter done · Esc save and go back"))
    scene.host.type(" back")
    scene.host.key(.enter)
    await scene.settle()
    #expect(scene.navigation.viewControllers.count == 1)
    #expect(try scene.store.titlesInAddedOrder() == ["Call Ann back"])
  }

  @Test func theDueDateFieldTakesTypedDaysAndClears() async throws {
    let scene = try await TodoScene { store in try store.add(title: "Dentist") }
    scene.host.key(.enter)
    await scene.settle()
    #expect(scene.host.text.contains("No due date"))
    scene.host.key(.tab)
    scene.host.key(.tab)
    scene.host.type("2025-04-01")
    #expect(scene.host.text.contains("2025-04-01  In 18 days"))
    scene.host.key(.backspace)
    #expect(scene.host.text.contains("2025-04-0") && !scene.host.text.contains("2025-04-01"))
    scene.host.type("2")
    scene.host.key(.escape)
    await scene.settle()
    #expect(try item(titled: "Dentist", in: scene)?.due == Self.day("2025-04-02"))

    scene.host.key(.enter)
    await scene.settle()
    scene.host.key(.tab)
    scene.host.key(.tab)
    scene.host.key(.delete)
    #expect(scene.host.text.contains("No due date"))
    scene.host.key(.escape)
    await scene.settle()
    #expect(try item(titled: "Dentist", in: scene)?.due == nil)
  }

  /// The report: the whole title cleared, Done switched on, Esc. Back asks "Discard
  /// changes?": Keep editing (focused first) stays with the title marked and nothing saved;
  /// Discard leaves, saving Done and keeping the stored title.
  @Test func backWithABlankTitleAsksBeforeDiscardingIt() async throws {
    let scene = try await TodoScene { store in try store.add(title: "Named") }
    let original = try #require(try item(titled: "Named", in: scene))
    scene.host.key(.enter)
    await scene.settle()
    let row = try #require(scene.lines.firstIndex { $0.contains("Named") })
    for _ in 0..<"Named".count { scene.host.key(.backspace) }
    scene.host.key(.tab)
    scene.host.key(.character(" "))
    #expect(scene.host.text.contains("ON ●"))
    scene.host.key(.escape)
    await scene.waitUntil { scene.presented != nil }
    #expect(scene.host.text.contains("Discard changes?"))
    #expect(scene.host.text.contains("A task needs a title."))
    #expect(scene.host.text.contains("Keep editing"))
    scene.host.key(.enter)
    await scene.waitUntil { scene.presented == nil }
    #expect(scene.navigation.viewControllers.count == 2, "the detail stays")
    #expect(scene.column(of: "●", onLine: row) != nil, "the title is marked")
    #expect(try scene.store.item(id: original.id) == original)

    scene.host.click(at: Point(x: 2, y: 0))
    await scene.waitUntil { scene.presented != nil }
    #expect(scene.host.text.contains("Discard changes?"), "a click on ‹ Back asks too")
    scene.host.key(.right)
    scene.host.key(.enter)
    await scene.waitUntil { scene.navigation.viewControllers.count == 1 }
    #expect(scene.navigation.viewControllers.count == 1)
    let saved = try #require(try scene.store.item(id: original.id))
    #expect(saved.title == "Named", "the blank title was discarded")
    #expect(saved.isDone, "the other change was saved")
  }

  /// The report: a due day typed but not whole, then Esc. Back asks; Keep editing stays with
  /// the due field marked and what was typed; once the day is whole, Esc saves it and leaves.
  @Test func backWithAnUnfinishedDueDayAsksAndKeepEditingStays() async throws {
    let scene = try await TodoScene { store in try store.add(title: "Dentist") }
    scene.host.key(.enter)
    await scene.settle()
    scene.host.key(.tab)
    scene.host.key(.character(" "))
    scene.host.key(.tab)
    let due = try #require(scene.lines.firstIndex { $0.contains("No due date") })
    scene.host.type("2025-04")
    scene.host.key(.escape)
    await scene.waitUntil { scene.presented != nil }
    #expect(scene.host.text.contains("The due date typed is not a whole day."))
    scene.host.key(.enter)
    await scene.waitUntil { scene.presented == nil }
    #expect(scene.navigation.viewControllers.count == 2, "the detail stays")
    #expect(scene.column(of: "●", onLine: due) != nil, "the due field is marked")
    #expect(scene.lines[due].contains("2025-04 "), "what was typed stays")
    let unchanged = try #require(try item(titled: "Dentist", in: scene))
    #expect(unchanged.isDone == false)
    #expect(unchanged.due == nil)

    scene.host.type("01")
    #expect(scene.column(of: "●", onLine: due) == nil, "a whole day clears the dot")
    scene.host.key(.escape)
    await scene.settle()
    #expect(scene.navigation.viewControllers.count == 1)
    let saved = try #require(try item(titled: "Dentist", in: scene))
    #expect(saved.due == Self.day("2025-04-01"))
    #expect(saved.isDone)
  }
}
