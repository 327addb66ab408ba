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
    try store.delete(id: items[1].id)
    try await SampleDataStep(store: store).run()
    #expect(try store.count() == 0, "a list its user emptied stays empty")
  }

  /// A file made by the version before the offer was noted: it gets one at its first launch
  /// now, so that emptying it later does not bring the samples back.
  @Test func aListEmptiedInAFileOfTheLastVersionGetsTheSamplesOnlyOnceMore() async throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("todo.sqlite")
    do {
      let queue = try DatabaseQueue(path: path)
      try TodoSchema.migrator.migrate(queue, upTo: "v1: todo items")
      try queue.close()
    }
    let store = makeStore(.file(path))
    try await SampleDataStep(store: store).run()
    #expect(try store.count() == 2)
    for id in try store.read({ db in try TodoItem.fetchAll(db).map(\.id) }) {
      try store.delete(id: id)
    }
    try await SampleDataStep(store: makeStore(.file(path))).run()
    #expect(try makeStore(.file(path)).count() == 0)
  }

  @Test func theDatabaseStepOpensAndMigratesTheFile() async throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("todo.sqlite")
    let database = TodoDatabase(location: .file(path))
    try await DatabaseStep(database: database).run()
    let applied = try await database.writer().read { db in
      try TodoSchema.migrator.appliedIdentifiers(db)
    }
    #expect(applied == Set(TodoSchema.migrator.migrations))
  }

  @Test func theDatabaseStepOnAFileItCannotUseFailsWithTheReason() async throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("todo.sqlite")
    try Data("hello".utf8).write(to: URL(fileURLWithPath: path))
    await #expect(throws: TodoStoreError.notADatabase(path: path)) {
      try await DatabaseStep(database: TodoDatabase(location: .file(path))).run()
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
