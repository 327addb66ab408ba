import Foundation
import GRDB
import Testing

@testable import Todo

/// Rows whose id another tool stored in another form: uppercase text, or 16 bytes. The app
/// reads them as the same UUIDs, so it must find them again to change them.
@Suite struct TodoStoredIDTests {
  private enum Form: CaseIterable {
    case uppercaseText, bytes

    func value(of id: UUID) -> any DatabaseValueConvertible {
      switch self {
      case .uppercaseText: id.uuidString.uppercased()
      case .bytes: withUnsafeBytes(of: id.uuid) { Data($0) }
      }
    }
  }

  /// Our own form: the UUID's text as Foundation writes it, in lowercase.
  @Test func ourFormIsTheLowercaseText() {
    let ends =
      [UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0))] + [
        UUID(uuidString: "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF")!
      ]
    for id in ends + (0..<1_000).map({ _ in UUID() }) {
      #expect(TodoStore.key(id) == id.uuidString.lowercased())
    }
  }

  /// A store holding one row, "Foreign", with `id` stored in `form`.
  private func store(withRow id: UUID, storedAs form: Form) throws -> TodoStore {
    let store = makeStore()
    try store.database.writer().write { db in
      try db.execute(
        sql: "INSERT INTO todoItem (id, title, done, createdAt) VALUES (?, 'Foreign', 0, ?)",
        arguments: [form.value(of: id).databaseValue, Date()])
    }
    return store
  }

  @Test(arguments: Form.allCases) private func openToggleEditAndDelete(form: Form) throws {
    let id = UUID()
    let store = try store(withRow: id, storedAs: form)
    var item = try #require(try store.item(id: id))
    #expect(item.title == "Foreign")

    #expect(try store.toggleDone(id: id))
    #expect(try store.item(id: id)?.isDone == true)
    item.title = "Edited"
    item.due = day("2025-03-20")
    #expect(try store.update(item))
    #expect(try store.item(id: id)?.title == "Edited")
    #expect(try store.item(id: id)?.due == day("2025-03-20"))
    #expect(try store.count() == 1, "changed in place, not added")

    #expect(try store.delete(id: id))
    #expect(try store.count() == 0)
    #expect(try store.item(id: id) == nil)
  }

  @Test func anotherIDIsNotMatched() throws {
    let store = try store(withRow: UUID(), storedAs: .uppercaseText)
    #expect(try store.toggleDone(id: UUID()) == false)
    #expect(try store.delete(id: UUID()) == false)
    #expect(try store.count() == 1)
  }
}
