import Foundation
import GRDB
import Testing
import ThinKit
import ThinTerminal
import TodoUI

@testable import Todo

/// The detail (pushed) and the Add sheet (presented in its own stack).
@MainActor
@Suite struct TodoEditorScreenTests {
  private static func day(_ text: String) -> CalendarDay { CalendarDay(text)! }

  private func item(titled title: String, in scene: TodoScene) throws -> TodoItem? {
    try scene.store.itemsForTests().first { $0.title == title }
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

  @Test func addSheetDoneSavesANewItem() async throws {
    let scene = try TodoScene()
    scene.host.key(.character("+"), .alt)
    await scene.settle()
    #expect(scene.host.text.contains("New Task"))
    #expect(scene.host.text.contains("Cancel"))
    #expect(scene.host.text.contains("Done"))
    scene.host.type("Buy bread")
    scene.host.key(.tab)
    scene.host.type("+")
    scene.host.key(.character("d"), .alt)
    await scene.settle()
    #expect(!scene.host.text.contains("New Task"))
    let saved = try #require(try item(titled: "Buy bread", in: scene))
    #expect(saved.due == Self.day("2025-03-15"))
    #expect(saved.isDone == false)
    await scene.deliver(2)
    #expect(scene.host.text.contains("Buy bread"))
    #expect(scene.host.text.contains("Tomorrow"))
  }

  @Test func addSheetReturnOnTheLastFieldSavesToo() async throws {
    let scene = try TodoScene()
    scene.host.key(.character("+"), .alt)
    await scene.settle()
    scene.host.type("Call mum")
    scene.host.key(.enter)
    scene.host.key(.enter)
    await scene.settle()
    #expect(try scene.store.count() == 1)
    #expect(!scene.host.text.contains("New Task"))
  }

  @Test func addSheetCancelAndEscDiscard() async throws {
    let scene = try TodoScene()
    for close in [KeyPress(.character("c"), modifiers: .alt), KeyPress(.escape)] {
      scene.host.key(.character("+"), .alt)
      await scene.settle()
      scene.host.type("Never mind")
      scene.host.key(close.key, close.modifiers)
      await scene.settle()
      #expect(!scene.host.text.contains("New Task"))
      #expect(try scene.store.count() == 0)
    }
  }

  @Test func addSheetDoneWithAnEmptyTitleShakesTheFieldAndSavesNothing() async throws {
    let scene = try TodoScene()
    scene.host.key(.character("+"), .alt)
    await scene.settle()
    let row = try #require(scene.lines.firstIndex { $0.contains("What needs doing?") })
    let rest = try #require(focusedFieldStart(onLine: row, in: scene))
    scene.host.type("   ")
    scene.host.key(.character("d"), .alt)
    // The shake peaks (2 columns to the right) a sixth of the way through its 0.2 s.
    await scene.host.advance(by: .milliseconds(34))
    #expect(focusedFieldStart(onLine: row, in: scene) == rest + 2)
    #expect(scene.column(of: "●", onLine: row) != nil, "the invalid dot shows")
    await scene.settle()
    #expect(focusedFieldStart(onLine: row, in: scene) == rest)
    #expect(scene.host.text.contains("New Task"), "the sheet stays")
    #expect(try scene.store.count() == 0)
    scene.host.type("x")
    #expect(scene.column(of: "●", onLine: row) == nil, "typing clears the dot")
  }

  /// The first column of `line` drawn in the focused field's color.
  private func focusedFieldStart(onLine line: Int, in scene: TodoScene) -> Int? {
    let screen = scene.host.terminal.screen
    return (0..<scene.host.terminal.size.width).first {
      screen[$0, line].background == Theme.standard.fieldFocusedBackground
    }
  }
}

extension TodoStore {
  /// Every item, for checks.
  func itemsForTests() throws -> [TodoItem] {
    try read { db in try TodoItem.fetchAll(db) }
  }
}
