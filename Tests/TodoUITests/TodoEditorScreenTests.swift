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
    let scene = try TodoScene { store in
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
    let scene = try TodoScene { store in try store.add(title: "Call Ann") }
    scene.host.key(.enter)
    await scene.settle()
    #expect(scene.host.text.contains("Return or Esc saves and goes back"))
    scene.host.type(" back")
    scene.host.key(.enter)
    await scene.settle()
    #expect(scene.navigation.viewControllers.count == 1)
    #expect(try scene.store.titlesInAddedOrder() == ["Call Ann back"])
  }

  @Test func theDueDateFieldTakesTypedDaysAndClears() async throws {
    let scene = try TodoScene { store in try store.add(title: "Dentist") }
    scene.host.key(.enter)
    await scene.settle()
    #expect(scene.host.text.contains("No due date"))
    scene.host.key(.tab)
    scene.host.key(.tab)
    scene.host.type("2025-04-01")
    #expect(scene.host.text.contains("2025-04-01  In 18 days"))
    scene.host.key(.backspace)
    #expect(scene.host.text.contains("2025-04-0") && !scene.host.text.contains("2025-04-01"))
    scene.host.key(.escape)
    await scene.settle()
    #expect(try item(titled: "Dentist", in: scene)?.due == Self.day("2025-04-01"))

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
}
