import Foundation
import GRDB
import Synchronization
import Testing

@testable import Todo

@Suite struct TodoStoreTests {
  @Test func migrationsCreateTheTableAndItsIndexes() throws {
    let store = makeStore()
    let writer = try store.database.writer()
    try writer.read { db in
      #expect(
        try TodoSchema.migrator.appliedIdentifiers(db) == [
          "v1: todo items", "v2: sample data offer", "v3: application id",
          "v4: title and due day checks", "v5: counts per day", "v6: someday blocks",
          "v7: no someday blocks",
        ])
      #expect(try Int32.fetchOne(db, sql: "PRAGMA application_id") == 0x5448_4B54)
      #expect(try db.columns(in: "sampleDataOffer").map(\.name) == ["offeredAt"])
      let columns = try db.columns(in: "todoItem").map(\.name)
      #expect(columns == ["id", "title", "done", "createdAt", "dueDate"])
      let indexes = try db.indexes(on: "todoItem").map(\.name).sorted()
      #expect(indexes.contains("todoItem_listOrder"))
      #expect(indexes.contains("todoItem_done"))
      #expect(try db.primaryKey("todoItem").columns == ["id"])
    }
  }

  @Test func storesIdsAsTextAndDaysAsISODates() throws {
    let store = makeStore()
    let item = try store.add(title: "Pay rent", due: day("2025-04-01"))
    let row = try store.database.writer().read { db in
      try Row.fetchOne(db, sql: "SELECT id, dueDate, typeof(id) AS idType FROM todoItem")
    }
    #expect(row?["id"] == item.id.uuidString.lowercased())
    #expect(row?["idType"] == "text")
    #expect(row?["dueDate"] == "2025-04-01")
    #expect(try store.item(id: item.id) == item)
  }

  @Test func addsUpdatesTogglesAndDeletes() throws {
    let store = makeStore()
    let item = try store.add(title: "  Water the plants \n")
    #expect(item.title == "Water the plants")
    #expect(item.isDone == false)
    #expect(item.createdAt == ISO8601DateFormatter().date(from: "2025-03-14T12:00:00Z"))

    var edited = item
    edited.title = "Water the ferns"
    edited.due = day("2025-03-15")
    #expect(try store.update(edited))
    #expect(try store.item(id: item.id)?.title == "Water the ferns")
    #expect(try store.item(id: item.id)?.due == day("2025-03-15"))

    #expect(try store.toggleDone(id: item.id))
    #expect(try store.item(id: item.id)?.isDone == true)
    #expect(try store.toggleDone(id: item.id))
    #expect(try store.item(id: item.id)?.isDone == false)

    #expect(try store.delete(id: item.id))
    #expect(try store.item(id: item.id) == nil)
    #expect(try store.count() == 0)
  }

  @Test func writesToAMissingItemChangeNothing() throws {
    let store = makeStore()
    let ghost = TodoItem(title: "Ghost", createdAt: Date())
    #expect(try store.update(ghost) == false)
    #expect(try store.toggleDone(id: ghost.id) == false)
    #expect(try store.delete(id: ghost.id) == false)
    #expect(try store.count() == 0)
  }

  @Test func refusesBlankTitles() throws {
    let store = makeStore()
    #expect(throws: TodoStoreError.self) { try store.add(title: " \t ") }
    let item = try store.add(title: "Keep me")
    var blank = item
    blank.title = ""
    #expect(throws: TodoStoreError.self) { try store.update(blank) }
    #expect(try store.item(id: item.id)?.title == "Keep me")
  }

  @Test func everyWriteIsOneTransaction() throws {
    let store = makeStore()
    let writer = try store.database.writer()
    let commits = CommitCounter()
    writer.add(transactionObserver: commits)
    let item = try store.add(title: "One")
    try store.toggleDone(id: item.id)
    try store.update(item)
    try store.insert((1...50).map { TodoItem(title: "Batch \($0)", createdAt: Date()) })
    try store.delete(id: item.id)
    #expect(commits.count == 5)
  }

  @Test func aBatchThatFailsLeavesNothingBehind() throws {
    let store = makeStore()
    let existing = try store.add(title: "Already here")
    let batch = [
      TodoItem(title: "New", createdAt: Date()),
      TodoItem(id: existing.id, title: "Duplicate id", createdAt: Date()),
    ]
    #expect(throws: TodoStoreError.self) { try store.insert(batch) }
    #expect(try store.count() == 1)
  }

  @Test func addsSamplesOnlyToAnEmptyList() throws {
    let store = makeStore()
    #expect(try store.addSamples([TodoItem(title: "First", createdAt: Date())]))
    #expect(try store.addSamples([TodoItem(title: "Second", createdAt: Date())]) == false)
    #expect(try store.count() == 1)
  }

  @Test func samplesAreOfferedOnceEvenToAListEmptiedSince() throws {
    let store = makeStore()
    let sample = TodoItem(title: "Sample", createdAt: Date())
    #expect(try store.addSamples([sample]))
    try store.delete(id: sample.id)
    #expect(try store.addSamples([TodoItem(title: "Again", createdAt: Date())]) == false)
    #expect(try store.count() == 0)
  }

  @Test func aListThatStartedWithItsOwnItemsNeverGetsSamples() throws {
    let store = makeStore()
    let own = try store.add(title: "Mine")
    #expect(try store.addSamples([TodoItem(title: "Sample", createdAt: Date())]) == false)
    try store.delete(id: own.id)
    #expect(try store.addSamples([TodoItem(title: "Sample", createdAt: Date())]) == false)
    #expect(try store.count() == 0)
  }
}

/// Counts the commits of a database connection.
private final class CommitCounter: TransactionObserver, Sendable {
  private let commits = Mutex(0)

  var count: Int { commits.withLock { $0 } }

  func observes(eventsOfKind eventKind: DatabaseEventKind) -> Bool { true }
  func databaseDidChange(with event: DatabaseEvent) {}
  func databaseDidCommit(_ db: Database) { commits.withLock { $0 += 1 } }
  func databaseDidRollback(_ db: Database) {}
}
