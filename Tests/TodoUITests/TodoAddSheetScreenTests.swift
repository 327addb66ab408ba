import Foundation
import Testing
import ThinKit
import ThinTerminal
import Todo
import TodoUI

/// The Add sheet, presented in its own stack from the list's "+".
@MainActor
@Suite struct TodoAddSheetScreenTests {
  private static func day(_ text: String) -> CalendarDay { CalendarDay(text)! }

  @Test func doneSavesANewItem() async throws {
    let scene = try await TodoScene()
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
    let saved = try #require(try scene.store.item(titled: "Buy bread"))
    #expect(saved.due == Self.day("2025-03-15"))
    #expect(saved.isDone == false)
    await scene.deliver(2)
    #expect(scene.host.text.contains("Buy bread"))
    #expect(scene.host.text.contains("Tomorrow"))
  }

  /// A task added below the fold is selected and scrolled into view, so Space or `d` acts on
  /// it next.
  @Test func aNewTaskIsSelectedAndScrolledIntoView() async throws {
    let scene = try await TodoScene { store in
      for index in 0..<30 { try store.add(title: "Task \(index)", due: Self.day("2025-03-15")) }
    }
    #expect(!scene.host.text.contains("Pay rent"))
    scene.host.key(.character("+"), .alt)
    await scene.settle()
    scene.host.type("Pay rent")
    scene.host.key(.tab)
    scene.host.type("2025-04-01")
    scene.host.key(.enter)
    await scene.deliver()
    await scene.settle()
    #expect(scene.host.text.contains("Pay rent"))
    let list = try #require(scene.host.window.firstResponder as? ListView)
    let selected = try #require(list.indexPathForSelectedRow)
    let presenter = try #require(scene.listPresenter)
    #expect(presenter.row(selected.row, inSection: selected.section).title == "Pay rent")
  }

  /// As the sheet's hint says: Return in the task field saves at once, the sheet closes, and
  /// the list has focus again as it starts to close.
  @Test func returnInTheTaskFieldSaves() async throws {
    let scene = try await TodoScene()
    scene.host.key(.character("+"), .alt)
    await scene.settle()
    #expect(scene.host.lines.last?.hasPrefix(" Enter save · Esc cancel · Alt-C cancel") == true)
    scene.host.type("Call mum")
    scene.host.key(.enter)
    await scene.store.waitForWrites()
    #expect(try scene.store.titlesInAddedOrder() == ["Call mum"])
    #expect(try scene.store.item(titled: "Call mum")?.due == nil)
    #expect(scene.presented == nil)
    #expect(scene.host.window.firstResponder is ListView, "at once, while the sheet slides out")
    await scene.settle()
    #expect(!scene.host.text.contains("New Task"))
  }

  @Test func returnInTheDueFieldSavesToo() async throws {
    let scene = try await TodoScene()
    scene.host.key(.character("+"), .alt)
    scene.host.type("Pay rent")
    scene.host.key(.tab)
    scene.host.type("++")
    scene.host.key(.enter)
    await scene.store.waitForWrites()
    #expect(try scene.store.item(titled: "Pay rent")?.due == Self.day("2025-03-16"))
    #expect(scene.presented == nil)
  }

  @Test func returnWithAnEmptyTitleShakesTheFieldAndSavesNothing() async throws {
    let scene = try await TodoScene()
    scene.host.key(.character("+"), .alt)
    await scene.settle()
    let row = try #require(scene.lines.firstIndex { $0.contains("What needs doing?") })
    let rest = try #require(scene.focusedFieldStart(onLine: row))
    scene.host.key(.enter)
    #expect(await scene.focusedFieldStartAtShakePeak(onLine: row) == rest + 2)
    #expect(scene.column(of: "●", onLine: row) != nil)
    await scene.settle()
    #expect(scene.host.text.contains("New Task"), "the sheet stays")
    #expect(try scene.store.count() == 0)
  }

  /// Someone adding several tasks without waiting: every key after a Return reaches the list
  /// (the next "+") and the next sheet (its title), none is lost in the closing one.
  @Test func tasksAddedOneAfterAnotherWithoutWaitingAreAllSaved() async throws {
    let scene = try await TodoScene()
    for title in ["Item 1", "Item 2", "Item 3"] {
      scene.host.key(.character("+"), .alt)
      scene.host.type(title)
      scene.host.key(.enter)
    }
    // Saved in the background, in the order asked.
    await scene.store.waitForWrites()
    #expect(try scene.store.titlesInAddedOrder() == ["Item 1", "Item 2", "Item 3"])
    await scene.settle()
    await scene.deliver(2)
    #expect(scene.presented == nil)
    #expect(scene.text.filter { $0.hasPrefix("Item ") }.count == 3)
  }

  /// A plain `+` on the list presses the bar's "+"; in the sheet's field it is typed.
  @Test func aPlainPlusOnTheListAddsToo() async throws {
    let scene = try await TodoScene()
    #expect(scene.text.contains("Nothing to do. + adds a task."))
    #expect(scene.host.text.contains("+ add"))
    scene.host.key(.character("+"))
    await scene.settle()
    #expect(scene.host.text.contains("New Task"))
    scene.host.type("1+1")
    scene.host.key(.enter)
    await scene.store.waitForWrites()
    #expect(try scene.store.titlesInAddedOrder() == ["1+1"])
    #expect(scene.presented == nil)
  }

  @Test func cancelAndEscDiscard() async throws {
    let scene = try await TodoScene()
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

  @Test func doneWithAnEmptyTitleShakesTheFieldAndSavesNothing() async throws {
    let scene = try await TodoScene()
    scene.host.key(.character("+"), .alt)
    await scene.settle()
    let row = try #require(scene.lines.firstIndex { $0.contains("What needs doing?") })
    let rest = try #require(scene.focusedFieldStart(onLine: row))
    scene.host.type("   ")
    scene.host.key(.character("d"), .alt)
    #expect(await scene.focusedFieldStartAtShakePeak(onLine: row) == rest + 2)
    #expect(scene.column(of: "●", onLine: row) != nil, "the invalid dot shows")
    await scene.settle()
    #expect(scene.focusedFieldStart(onLine: row) == rest)
    #expect(scene.host.text.contains("New Task"), "the sheet stays")
    #expect(try scene.store.count() == 0)
    scene.host.type("x")
    #expect(scene.column(of: "●", onLine: row) == nil, "typing clears the dot")
  }
}
