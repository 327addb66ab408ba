import Foundation
import GRDB
import Testing

@testable import Todo

/// Opening a task and leaving it writes nothing; a stored value the form cannot show exactly
/// (a tab, a control character, a title past the limit, none at all) stays as stored unless
/// the user edits that field, and the form says so.
@MainActor
@Suite struct TodoReadingNeverWritesTests {
  private let store = makeStore()
  private let view = SpyEditorView()

  /// What the terminal's title field does with text it cannot show: a tab becomes a space,
  /// line breaks and control characters go.
  private static func fieldShows(_ title: String) -> String {
    String(
      title.replacingOccurrences(of: "\t", with: " ").unicodeScalars.filter {
        $0.properties.generalCategory != .control
      })
  }

  /// A task stored by another program, as it is: id, title and done flag.
  private func storeForeign(title: String) throws -> UUID {
    let id = UUID()
    try store.write { db in
      try db.execute(sql: "PRAGMA ignore_check_constraints = 1")
      defer { try? db.execute(sql: "PRAGMA ignore_check_constraints = 0") }
      try db.execute(
        sql: """
          INSERT INTO todoItem (id, title, done, createdAt) VALUES (?, ?, 0,
            '2025-03-01 10:00:00.000')
          """, arguments: [TodoStore.key(id), title])
    }
    return id
  }

  private func storedRow(_ id: UUID) throws -> Row? {
    try store.read { db in
      try Row.fetchOne(
        db,
        sql: "SELECT hex(title), length(title), done, createdAt, dueDate FROM todoItem "
          + "WHERE id = ?", arguments: [TodoStore.key(id)])
    }
  }

  private func open(_ id: UUID) -> TodoDetailPresenter {
    view.fieldShows = Self.fieldShows
    let presenter = view.connect(TodoDetailPresenter(item: store.detailItem(id), store: store))
    presenter.start()
    return presenter
  }

  @Test func openingAndLeavingATitleWithATabWritesNothing() async throws {
    let id = try storeForeign(title: "Pay\trent\u{1B}[31m\u{7}")
    let before = try storedRow(id)
    let presenter = open(id)
    #expect(view.draft.title == "Pay rent[31m")
    #expect(
      view.notes.last??.hasPrefix("This title holds tabs, line breaks or control characters")
        == true)
    presenter.leave()
    presenter.stop()
    #expect(store.pendingWriteCount == 0, "nothing queued")
    await store.waitForWrites()
    #expect(try storedRow(id) == before, "the row is byte for byte as it was")
    #expect(view.finishCount == 1)
    #expect(view.discardQuestions.isEmpty)
  }

  @Test func anotherFieldIsSavedAndTheTitleKeptAsStored() async throws {
    let id = try storeForeign(title: "Line one\nline two")
    let presenter = open(id)
    view.draft.isDone = true
    presenter.leave()
    await store.waitForWrites()
    let row = try #require(try storedRow(id))
    #expect(row[0] as String == Data("Line one\nline two".utf8).hexString)
    #expect(row["done"] as Bool == true)
  }

  @Test func editingTheTitleReplacesIt() async throws {
    let id = try storeForeign(title: "Pay\trent")
    let presenter = open(id)
    view.draft.title = "Pay the rent"
    presenter.leave()
    await store.waitForWrites()
    #expect(try store.item(id: id)?.title == "Pay the rent")
  }

  /// Ten megabytes of title: SQLite cuts it before the app copies it, the form shows the
  /// limit's worth and says so, and leaving keeps all of it; editing it replaces it.
  @Test func aHugeTitleIsReadCutAndKeptUnlessEdited() async throws {
    let huge = String(repeating: "0123456789", count: 1_000_000)
    let id = try storeForeign(title: huge)
    let stored = try #require(try store.storedItem(id: id))
    #expect(stored.item.title.count == TodoStore.titleLimit)
    #expect(stored.titleLength == 10_000_000)
    let rows = try store.read { db in
      try TodoPageQuery(section: .someday, today: day("2025-03-14"))
        .fetch(db, from: .offset(0), limit: 10)
    }
    #expect(rows.map { $0.item?.title.count } == [TodoStore.titleLimit])

    let presenter = open(id)
    #expect(
      view.notes.last == "This title has 10000000 characters; the field shows the first 1000. "
        + "It stays as stored unless you edit it.")
    presenter.leave()
    await store.waitForWrites()
    #expect(try storedRow(id)?["length(title)"] == 10_000_000)

    let editor = open(id)
    view.draft.title = "Short at last"
    editor.leave()
    await store.waitForWrites()
    #expect(try store.item(id: id)?.title == "Short at last")
  }

  /// A title whose bytes are not UTF-8 (another tool's): the field shows "�" for them, so the
  /// form says the title is kept as stored; leaving it writes nothing, and typing a space the
  /// save trims off rewrites nothing either.
  @Test func aTitleThatIsNotUTF8IsSaidAndKeptAsStored() async throws {
    let id = try storeForeign(title: "placeholder")
    try store.write { db in
      try db.execute(
        sql: "UPDATE todoItem SET title = CAST(X'C328FF41' AS TEXT) WHERE id = ?",
        arguments: [TodoStore.key(id)])
    }
    let presenter = open(id)
    #expect(
      view.notes.last == "This title holds bytes that are not text, shown as “�”. "
        + "It stays as stored unless you edit it.")
    view.draft.title += " "
    presenter.leave()
    await store.waitForWrites()
    #expect(try storedRow(id)?["hex(title)"] == "C328FF41")
  }

  /// A task stored without a title shows as "(no title)"; leaving it untouched asks nothing
  /// and writes nothing, while a title the user blanks is still refused.
  @Test func aTaskWithoutATitleIsShownAndLeftAlone() async throws {
    let id = try storeForeign(title: "")
    let item = try #require(try store.item(id: id))
    #expect(TodoRow(item, today: day("2025-03-14")).title == "(no title)")
    let presenter = open(id)
    presenter.leave()
    #expect(view.discardQuestions.isEmpty)
    #expect(store.pendingWriteCount == 0)
    #expect(view.finishCount == 1)
  }
}

extension Data {
  /// The bytes as SQLite's `hex()` writes them.
  fileprivate var hexString: String { map { String(format: "%02X", $0) }.joined() }
}
