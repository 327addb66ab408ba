import Foundation
import Testing
import ThinKit
import ThinTerminal
import Todo
import TodoUI

@MainActor
@Suite struct TodoListScreenTests {
  private static func day(_ text: String) -> CalendarDay { CalendarDay(text)! }

  @Test func showsSectionsRowsCheckMarksAndRelativeDates() async throws {
    let scene = try await TodoScene { store in
      try store.add(title: "Renew passport", due: Self.day("2025-03-11"))
      try store.add(title: "Call Ann", due: Self.day("2025-03-15"))
      try store.add(title: "Pack", due: Self.day("2025-03-18"))
      try store.add(title: "Book flights", due: Self.day("2025-03-24"))
      let done = try store.add(title: "Read the brief")
      try store.toggleDone(id: done.id)
    }
    #expect(scene.text.first?.hasPrefix("Todo List") == true)
    // Due dates stay in one column, done or not: an open task keeps the check mark's place.
    #expect(
      Array(scene.text.dropFirst().prefix(9)) == [
        "Now",
        "Renew passport" + String(repeating: " ", count: 32) + "3 days ago",
        "Call Ann" + String(repeating: " ", count: 40) + "Tomorrow",
        "Soon",
        "Pack" + String(repeating: " ", count: 43) + "In 4 days",
        "Upcoming",
        "Book flights" + String(repeating: " ", count: 34) + "In 10 days",
        "Someday",
        "Read the brief" + String(repeating: " ", count: 43) + "✓",
      ])
    #expect(scene.cell(of: "Read the brief")?.foreground == Theme.standard.secondaryText)
    #expect(scene.cell(of: "Soon")?.style.contains(.bold) == true)
  }

  @Test func anEmptyListSaysHowToAdd() async throws {
    let scene = try await TodoScene()
    #expect(scene.text.contains("Nothing to do. + adds a task."))
  }

  @Test func spaceTogglesTheSelectedRow() async throws {
    let scene = try await TodoScene { store in try store.add(title: "Water plants") }
    scene.host.key(.character(" "))
    await scene.deliver(2)
    #expect(scene.lines[2].hasSuffix("✓ "))
    #expect(try scene.store.count() == 1)
    scene.host.key(.character(" "))
    await scene.deliver(2)
    #expect(!scene.lines[2].contains("✓"))
  }

  @Test func dDeletesOnlyOnceTheAlertIsConfirmed() async throws {
    let scene = try await TodoScene { store in
      try store.add(title: "Keep me", due: Self.day("2025-03-14"))
      try store.add(title: "Spare", due: Self.day("2025-03-15"))
    }
    scene.host.key(.character("d"))
    await scene.waitUntil { scene.presented != nil }
    #expect(scene.host.text.contains("Delete “Keep me”?"))
    #expect(scene.host.text.contains("It cannot be undone."))
    // An alert's button acts when its keyboard press ends, 150 ms later on the test clock.
    scene.host.key(.enter)
    await scene.settle()
    await scene.listPresenter?.currentDeletion?.value
    #expect(try scene.store.count() == 2, "Cancel has focus first")
    #expect(!scene.host.text.contains("Delete “Keep me”?"))

    scene.host.key(.character("d"))
    await scene.waitUntil { scene.presented != nil }
    scene.host.key(.right)
    scene.host.key(.enter)
    await scene.settle()
    await scene.listPresenter?.currentDeletion?.value
    await scene.deliver(2)
    #expect(try scene.store.count() == 1)
    #expect(!scene.text.contains { $0.hasPrefix("Keep me") })
    #expect(scene.host.text.contains("Spare"))
  }

  @Test func aWriteFromElsewhereShowsAtOnce() async throws {
    let scene = try await TodoScene()
    try scene.store.add(title: "Sent from the detail", due: Self.day("2025-03-14"))
    await scene.deliver(2)
    #expect(scene.text.contains { $0.hasPrefix("Sent from the detail") && $0.hasSuffix("Today") })
  }

  @Test func scrollsToTheEndOfALongListAndBack() async throws {
    let scene = try await TodoScene { store in try TodoSeeder(store: store).seed(count: 20_000) }
    #expect(scene.text.dropFirst().first?.hasPrefix("Now ") == true)
    scene.host.key(.end)
    let last = try #require(scene.lines.dropLast().last { !$0.allSatisfy(\.isWhitespace) })
    #expect(last.contains("#"))
    scene.host.key(.home)
    #expect(scene.text.dropFirst().first?.hasPrefix("Now ") == true)
  }
}
