import Testing
import ThinTerminal
import ThinTerminalTesting
import TodoUI

@testable import Todo

/// A write that fails in the background is said on the list's notice lines, never in an alert
/// that pops up unasked: the keys the user types go where they were typed, none is dropped and
/// none acts on the list. Once the change is saved, the lines say so instead of "not saved
/// yet", then go.
@MainActor
@Suite struct TodoWriteNoticeScreenTests {
  private let waiting = "not saved yet — the file can no longer be written; trying again…"

  /// The list's tasks, in the file that every write will refuse (`PRAGMA query_only`).
  private func listRefusingWrites() async throws -> SceneTest<TodoListScene> {
    let test = try await SceneTest(todo: TodoListScene.self) { store in
      try store.add(title: "Water plants 🌱", due: CalendarDay("2025-03-14"))
      try store.add(title: "電話する", due: CalendarDay("2025-03-15"))
    }
    await test.receive(.focus("ListView"))
    try await setQueryOnly(true, in: test)
    return test
  }

  private func setQueryOnly(_ isOn: Bool, in test: SceneTest<TodoListScene>) async throws {
    try await test.store.database.writer().writeWithoutTransaction { db in
      try db.execute(sql: "PRAGMA query_only = \(isOn ? 1 : 0)")
    }
  }

  @Test func aWriteFailingWhileTheUserTypesTakesNoKey() async throws {
    let test = try await listRefusingWrites()
    test.key(.character(" "))
    test.key(.character("+"))
    await test.receive(
      .route(TodoNavigation.AddItem.self), .present(TodoAddScene.self),
      .focus(TodoFormFields.title))
    // The toggle's write fails while the sheet is up, and is told.
    try await test.deliver()
    test.type("Buy milk 🥛 牛乳")
    await test.advance(by: .milliseconds(400))
    #expect(test.joinedText.contains("Buy milk 🥛 牛乳"), "every letter reached the title field")
    test.key(.enter)
    await test.receive(.dismiss(TodoAddScene.self), .focus("ListView"))
    await test.advance(by: .milliseconds(400))
    try await test.deliver()

    for line in [
      "2 changes \(waiting)", "• Marking “Water plants 🌱” done", "• Adding “Buy milk 🥛 牛乳”",
    ] {
      #expect(test.joinedText.contains(line), "\(line)")
    }
    #expect(test.presentedOverStack == nil, "no alert")
    // The row shows what is stored, and says the change to it waits.
    #expect(test.row("Water plants 🌱", endsWith: "Today · not saved"))
    #expect(test.row("電話する", endsWith: "Tomorrow"))
    #expect(try test.store.count() == 2, "nothing saved, nothing else done")
    #expect(try test.store.item(id: try test.selectedItemID())?.isDone == false)
    try await setQueryOnly(false, in: test)
    await test.advance(by: TodoWriteQueue.maximumDelay)
    await test.receive(
      .posted(TodoWrite.changed("Water plants 🌱", [.isDone(true)])),
      .posted(TodoWrite.added(title: "Buy milk 🥛 牛乳")))
    try await test.settleWrites()
    await test.finish()
  }

  @Test func notSavedYetTurnsIntoSavedOnceTheFileTakesWritesThenGoes() async throws {
    let test = try await listRefusingWrites()
    test.key(.character(" "))
    try await test.deliver()
    #expect(test.joinedText.contains("1 change \(waiting)"))
    #expect(test.row("Water plants 🌱", endsWith: "Today · not saved"))

    try await setQueryOnly(false, in: test)
    await test.advance(by: TodoWriteQueue.maximumDelay)
    await test.receive(.posted(TodoWrite.changed("Water plants 🌱", [.isDone(true)])))
    try await test.settleWrites()
    try await test.deliver()
    #expect(!test.joinedText.contains("not saved"))
    #expect(test.row("Water plants 🌱", endsWith: "Today ✓"))
    #expect(test.joinedText.contains("Saved: the change that waited."))

    await test.advance(by: TodoWriteNoticeBoard.savedShownFor)
    #expect(!test.joinedText.contains("Saved:"))
    await test.finish()
  }

  @Test func aChangeGivenUpStaysNamedUntilDismissed() async throws {
    let (test, item) = try await SceneTest.detail(of: "Call Ann")
    try await test.writeElsewhere { store in try store.delete(id: item.id) }
    test.type(" today")
    test.key(.escape)
    await test.receive(.pop(TodoDetailScene.self), .focus(nil), .focus("ListView"))
    try await test.settleWrites()
    try await test.deliver()
    await test.advance(by: .milliseconds(400))
    let lines = [
      "1 change not saved, and not tried again (x dismisses):",
      "• Changing “Call Ann” (title “Call Ann today”) — the task was deleted elsewhere.",
    ]
    for line in lines { #expect(test.joinedText.contains(line), "\(line)") }
    #expect(test.joinedText.contains("x dismiss notice"), "the key hints say how")
    #expect(test.presentedOverStack == nil, "no alert")
    await test.advance(by: .seconds(60))
    #expect(test.joinedText.contains(lines[1]), "it stays until dismissed")

    test.key(.character("x"))
    #expect(!test.joinedText.contains(lines[0]))
    #expect(!test.joinedText.contains("x dismiss"))
    #expect(try test.store.count() == 0, "the save added nothing back")
    await test.finish()
  }
}

extension SceneTest {
  /// Whether the row of the task titled `title` ends with `end` (its due day, marks).
  fileprivate func row(_ title: String, endsWith end: String) -> Bool {
    trimmedLines.contains { $0.hasPrefix(title) && $0.hasSuffix(end) }
  }
}
