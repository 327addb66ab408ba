import Foundation
import GRDB
import Testing

@testable import Todo

/// The sample data step and the seeder.
@Suite struct TodoLaunchTests {
  @Test func sampleDataFillsAnEmptyListOnly() async throws {
    let store = makeStore()
    try await SampleDataStep(store: store).run()
    let items = try store.read { db in
      try TodoItem.order(TodoItem.Columns.createdAt).fetchAll(db)
    }
    #expect(items.map(\.title) == ["Write some tests", "Do a blog post"])
    #expect(items.map(\.isDone) == [false, true])

    try await SampleDataStep(store: store).run()
    #expect(try store.count() == 2)
    try store.delete(id: items[0].id)
    try await SampleDataStep(store: store).run()
    #expect(try store.count() == 1, "a list emptied but for one item gets no samples")
  }

  @Test func sampleDataOnAFileItCannotUseFailsWithTheReason() async throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("todo.sqlite")
    try Data("hello".utf8).write(to: URL(fileURLWithPath: path))
    await #expect(throws: TodoStoreError.notADatabase(path: path)) {
      try await SampleDataStep(store: makeStore(.file(path))).run()
    }
  }

  @Test func seedsInBatchesReportingEachCommit() throws {
    let store = makeStore()
    var reported: [Int] = []
    try TodoSeeder(store: store).seed(count: 2500, batchSize: 1000) { reported.append($0) }
    #expect(reported == [1000, 2000, 2500])
    #expect(try store.count() == 2500)
    let titles = try store.read { db in try String.fetchSet(db, sql: "SELECT title FROM todoItem") }
    #expect(titles.count == 2500, "titles are numbered, so each is different")
  }

  @Test func theSameCountSeedsTheSameItems() throws {
    let first = makeStore()
    let second = makeStore()
    try TodoSeeder(store: first).seed(count: 300)
    try TodoSeeder(store: second).seed(count: 300)
    let read: (TodoStore) throws -> [String] = { store in
      try store.read { db in
        try Row.fetchAll(db, sql: "SELECT title, done, dueDate FROM todoItem ORDER BY createdAt")
          .map { "\($0)" }
      }
    }
    #expect(try read(first) == read(second))
  }
}
