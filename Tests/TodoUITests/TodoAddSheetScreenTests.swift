import Foundation
import Testing
import ThinKit
import ThinTerminal
import ThinTerminalTesting
import Todo
import TodoUI

/// The Add sheet, built by its type and presented in its own stack over the list, as "+"
/// presents it: every focus move, press, mark, shake, dismissal and write to the store asserted
/// in order.
@MainActor
@Suite struct TodoAddSheetScreenTests {
  private nonisolated static func day(_ text: String) -> CalendarDay {
    TodoTestCalendar.day(text)
  }
  private let title = TodoFormFields.title

  @Test func doneSavesANewItem() async throws {
    let test = try await SceneTest.addSheet()
    #expect(test.text.contains("New Task"))
    #expect(test.text.contains("Cancel"))
    #expect(test.text.contains("Done"))
    test.type("Buy bread")
    test.key(.tab)
    test.type("+")
    test.key(.character("d"), .alt)
    await test.receive(
      .focus(TodoFormFields.due), .dismiss(TodoAddScene.self),
      .focus("ListView"),
      .posted(TodoWrite.added(title: "Buy bread", due: Self.day("2025-03-15"))))
    await test.advance(by: .milliseconds(400))
    #expect(!test.text.contains("New Task"))
    try await test.deliver(2)
    #expect(test.text.contains("Buy bread"))
    #expect(test.text.contains("Tomorrow"))
    await test.finish()
  }

  /// A task added below the fold is selected and scrolled into view, so Space or `d` acts on
  /// it next.
  @Test func aNewTaskIsSelectedAndScrolledIntoView() async throws {
    let test = try await SceneTest.addSheet { store in
      for index in 0..<30 { try store.add(title: "Task \(index)", due: Self.day("2025-03-15")) }
    }
    #expect(!test.text.contains("Pay rent"))
    test.type("Pay rent")
    test.key(.tab)
    test.type("2025-04-01")
    test.key(.enter)
    await test.receive(
      .focus(TodoFormFields.due), .dismiss(TodoAddScene.self), .focus("ListView"),
      .posted(TodoWrite.added(title: "Pay rent", due: Self.day("2025-04-01"))))
    try await test.deliver(2)
    await test.advance(by: .milliseconds(400))
    #expect(test.text.contains("Pay rent"))
    let list = try #require(test.host.window.firstResponder as? ListView)
    let selected = try #require(list.indexPathForSelectedRow)
    let presenter = try #require(test.listPresenter)
    #expect(presenter.row(selected.row, inSection: selected.section).title == "Pay rent")
    await test.finish()
  }

  /// As the sheet's hint says: Return in the task field saves at once, the sheet closes, and
  /// the list has focus again as it starts to close.
  @Test func returnInTheTaskFieldSaves() async throws {
    let test = try await SceneTest.addSheet()
    #expect(test.lines.last?.hasPrefix(" Enter save · Esc cancel · Alt-C cancel") == true)
    test.type("Call mum")
    test.key(.enter)
    #expect(test.presentedOverStack == nil)
    #expect(test.host.window.firstResponder is ListView, "at once, while the sheet slides out")
    await test.receive(
      .dismiss(TodoAddScene.self), .focus("ListView"), .posted(TodoWrite.added(title: "Call mum")))
    await test.advance(by: .milliseconds(400))
    #expect(!test.text.contains("New Task"))
    await test.finish()
  }

  @Test func returnInTheDueFieldSavesToo() async throws {
    let test = try await SceneTest.addSheet()
    test.type("Pay rent")
    test.key(.tab)
    test.type("++")
    test.key(.enter)
    await test.receive(
      .focus(TodoFormFields.due), .dismiss(TodoAddScene.self), .focus("ListView"),
      .posted(TodoWrite.added(title: "Pay rent", due: Self.day("2025-03-16"))))
    #expect(test.presentedOverStack == nil)
    await test.finish()
  }

  @Test func returnWithAnEmptyTitleShakesTheFieldAndSavesNothing() async throws {
    let test = try await SceneTest.addSheet()
    let row = try #require(test.row(of: title))
    let rest = try #require(test.terminal.focusedFieldStart(inRow: row))
    test.key(.enter)
    await test.receive(.invalid(title), .shake(title))
    #expect(await test.focusedFieldStartAtShakePeak(inRow: row) == rest + 2)
    #expect(test.column(of: "●", inRow: row) != nil)
    await test.advance(by: .milliseconds(400))
    #expect(test.text.contains("New Task"), "the sheet stays")
    try await test.settleWrites()
    await test.finish()  // nothing saved
  }

  @Test func doneWithAnEmptyTitleShakesTheFieldAndSavesNothing() async throws {
    let test = try await SceneTest.addSheet()
    let row = try #require(test.row(of: title))
    let rest = try #require(test.terminal.focusedFieldStart(inRow: row))
    test.type("   ")
    test.key(.character("d"), .alt)
    await test.receive(.invalid(title), .shake(title))
    #expect(await test.focusedFieldStartAtShakePeak(inRow: row) == rest + 2)
    #expect(test.column(of: "●", inRow: row) != nil, "the invalid dot shows")
    await test.advance(by: .milliseconds(400))
    #expect(test.terminal.focusedFieldStart(inRow: row) == rest)
    #expect(test.text.contains("New Task"), "the sheet stays")
    try await test.settleWrites()
    await test.receiveNothing()  // nothing saved
    test.type("x")
    await test.receive(.valid(title))
    #expect(test.column(of: "●", inRow: row) == nil, "typing clears the dot")
    await test.finish()
  }

  @Test(arguments: [KeyPress(.character("c"), modifiers: .alt), KeyPress(.escape)])
  func cancelAndEscWithNothingTypedCloseAtOnce(close: KeyPress) async throws {
    let test = try await SceneTest.addSheet()
    test.key(close.key, close.modifiers)
    await test.receive(.dismiss(TodoAddScene.self), .focus("ListView"))
    await test.advance(by: .milliseconds(400))
    #expect(!test.text.contains("New Task"))
    try await test.settleWrites()
    await test.finish()  // nothing saved
  }

  /// A typed title is not thrown away by one key: Cancel and Esc ask "Discard changes?";
  /// Keep editing (focused first) stays with the typing, Discard closes and saves nothing.
  @Test(arguments: [KeyPress(.character("c"), modifiers: .alt), KeyPress(.escape)])
  func cancelAndEscAskBeforeDiscardingWhatIsTyped(close: KeyPress) async throws {
    let test = try await SceneTest.addSheet()
    let question = SceneOutput.discardChanges(
      "This new task is not saved. Discard throws away what you typed.")
    test.type("Never mind")
    test.key(close.key, close.modifiers)
    await test.receiveAlert(alert: question, focusing: "Keep editing")
    #expect(test.text.contains("Discard changes?"))
    test.key(.enter)
    await test.advance(by: .milliseconds(400))
    await test.receive(.dismiss(.alert), .focus(title))
    #expect(test.text.contains("New Task"), "Keep editing: the sheet stays")
    #expect(test.text.contains("Never mind"), "with the typing")

    test.key(close.key, close.modifiers)
    await test.receiveAlert(alert: question, focusing: "Keep editing")
    test.key(.right)
    test.key(.enter)
    await test.advance(by: .milliseconds(400))
    await test.receive(
      .focus("Discard"), .dismiss(.alert), .focus(title), .dismiss(TodoAddScene.self),
      .focus("ListView"))
    await test.advance(by: .milliseconds(400))
    #expect(!test.text.contains("New Task"))
    try await test.settleWrites()
    await test.finish()  // nothing saved
  }

  /// Esc cancels with a bar button focused too, where the form (which answers it in a field)
  /// is not on the focus's responder chain: it did nothing there.
  @Test func escOnABarButtonAsksBeforeDiscardingWhatIsTyped() async throws {
    let test = try await SceneTest.addSheet()
    test.type("Never mind")
    test.key(.tab)
    test.key(.tab)
    await test.receive(.focus(TodoFormFields.due), .focus("Cancel"))
    test.key(.escape)
    await test.receiveAlert(
      alert: .discardChanges("This new task is not saved. Discard throws away what you typed."),
      focusing: "Keep editing")
    #expect(test.text.contains("Discard changes?"))
    test.key(.right)
    test.key(.enter)
    await test.advance(by: .milliseconds(400))
    await test.receive(
      .focus("Discard"), .dismiss(.alert), .focus("Cancel"), .dismiss(TodoAddScene.self),
      .focus("ListView"))
    try await test.settleWrites()
    await test.finish()  // nothing saved
  }
}
