import Foundation
import GRDB
import Testing
import ThinTerminal
import ThinTerminalTesting
import TodoUI

@testable import Todo

/// What the list finds while it draws its rows (rows that do not decode, a damaged page of the
/// file) is said on its notice lines, never in an alert that pops up unasked: the keys the user
/// types as the notice arrives go where they were typed, none is dropped.
@MainActor
@Suite struct TodoFileNoticeScreenTests {
  private let unreadable = TodoListNotice.unreadableTasks
  private let damaged = TodoListNotice.damagedFile
  private let givenUp = "the file is damaged, and nothing more is written to it."

  /// Presses "+" on `test`'s list, delivers the notice the first drawing of the rows scheduled
  /// while the Add sheet comes up, types a title and Enter; the sheet goes.
  private func addWhileTheNoticeArrives(_ test: SceneTest<TodoListScene>) async throws {
    test.key(.character("+"))
    await test.receive(
      .route(TodoNavigation.AddItem.self), .present(TodoAddScene.self),
      .focus(TodoFormFields.title))
    // The notice the rows' drawing scheduled arrives with the sheet up.
    try await test.deliver()
    test.type("Buy milk 🥛 牛乳")
    await test.advance(by: .milliseconds(400))
    #expect(test.joinedText.contains("Buy milk 🥛 牛乳"), "every letter reached the title field")
    #expect(test.presentedOverStack?.presentedViewController == nil, "no alert over the sheet")
    test.key(.enter)
    await test.receive(.dismiss(TodoAddScene.self), .focus("ListView"))
    await test.advance(by: .milliseconds(400))
  }

  @Test func unreadableRowsAreSaidOnTheNoticeLinesAndTakeNoKey() async throws {
    let test = try await SceneTest(todo: TodoListScene.self) { store in
      try store.add(title: "Water plants 🌱", due: CalendarDay("2025-03-14"))
      try store.write { db in
        try db.execute(
          sql: """
            INSERT INTO todoItem (id, title, done, createdAt, dueDate) VALUES
              ('not-a-uuid', 'Odd id', 1, '2025-03-01 10:00:01.000', '2025-03-15')
            """)
      }
    }
    await test.receive(.focus("ListView"))
    try await addWhileTheNoticeArrives(test)
    await test.receive(.posted(TodoWrite.added(title: "Buy milk 🥛 牛乳")))
    try await test.settleWrites()
    try await test.deliver()

    #expect(test.presentedOverStack == nil, "no alert")
    #expect(test.joinedText.contains(unreadable.noticeLine))
    #expect(test.joinedText.contains("x dismiss notice"), "the key hints say how")
    #expect(test.trimmedLines.contains { $0.hasPrefix("Odd id") && $0.contains("unreadable") })
    #expect(test.trimmedLines.contains { $0.hasPrefix("Buy milk 🥛 牛乳") })

    test.key(.character("x"))
    #expect(!test.joinedText.contains(unreadable.title))
    #expect(test.trimmedLines.contains { $0.hasPrefix("Odd id") && $0.contains("unreadable") })
    await test.finish()
  }

  @Test func aDamagedFileIsSaidOnTheNoticeLinesForTheSessionAndTakesNoKey() async throws {
    let folder = try TodoTestFolder("todo-damaged")
    defer { folder.remove() }
    try Self.makeDamagedFile(at: folder.databasePath)
    let test = try await SceneTest(
      TodoListScene.self, installers: todoInstallers, terminal: todoTerminal,
      hosting: .todoStack, setUp: todoSetUp(location: .file(folder.databasePath)) { _ in })
    // No write recorder: it reads every row, and the file refuses writes anyway.
    await test.receive(.focus("ListView"))
    // The rows come off the main actor, the damaged page's row by row.
    await test.waitUntilIdle()
    #expect(test.trimmedLines.contains { $0.contains("unreadable") }, "the damaged rows show")
    try await addWhileTheNoticeArrives(test)
    try await test.settleWrites()
    try await test.deliver()

    #expect(test.presentedOverStack == nil, "no alert")
    // The change is still given up, and named; the file's notice comes after, as room allows.
    let addition = "• Adding “Buy milk 🥛 牛乳” — \(givenUp)"
    #expect(test.joinedText.contains("1 change not saved, and not tried again (x dismisses):"))
    #expect(test.joinedText.contains(addition))
    #expect(test.joinedText.contains("… and 1 more"), "on 16 rows, the file's notice is counted")
    await test.advance(by: .seconds(60))
    test.key(.character("x"))
    #expect(!test.joinedText.contains(addition), "x dismisses the changes given up")
    #expect(test.joinedText.contains(damaged.noticeLine), "the file stays said for the session")
    #expect(!test.joinedText.contains("x dismiss"))
    await test.finish()
  }

  /// A file of ours with 300 tasks whose page holding "Task 3 " has a header SQLite does not
  /// know, as a torn write or a bad sector would leave it: rows on screen sit on it.
  private static func makeDamagedFile(at path: String) throws {
    let database = TodoDatabase(location: .file(path))
    let store = TodoStore(
      database: database, calendar: TodoTestCalendar.calendar, clock: ContinuousClock())
    let start = Date(timeIntervalSince1970: 1_741_000_000)
    // Long enough titles that a page of the table holds a few dozen rows, not all of them.
    try store.insert(
      (0..<300).map { index in
        TodoItem(
          title: "Task \(index) " + String(repeating: "·", count: 40),
          createdAt: start + Double(index))
      })
    try database.close()
    var bytes = try Data(contentsOf: URL(fileURLWithPath: path))
    let pageSize = Int(bytes[16]) << 8 | Int(bytes[17])
    let found = try #require(bytes.range(of: Data("Task 3 ".utf8)))
    bytes[(found.lowerBound / pageSize) * pageSize] = 0x7F
    try bytes.write(to: URL(fileURLWithPath: path))
  }
}
