import Foundation
import Testing

@testable import Todo

/// Seeding writes what the app reads back: version 7 ids in creation order, the creation time
/// to the millisecond, and counts that match the rows.
@Suite struct TodoSeederTests {
  @Test func seededTasksReadBackInCreationOrderWithTimeOrderedIDs() throws {
    let folder = try TemporaryDirectory()
    let store = makeStore(.file(folder.path("todo.sqlite")))
    var committed: [UUID] = []
    try TodoSeeder(store: store).seed(count: 250, batchSize: 100, committed: { committed += $0 })
    let items = try store.read { db in
      try TodoItem.order(TodoItem.Columns.createdAt).fetchAll(db)
    }
    #expect(items.map(\.id) == committed)
    #expect(items.map { TodoStore.key($0.id) } == items.map { TodoStore.key($0.id) }.sorted())
    #expect(items.allSatisfy { $0.id.uuidString.dropFirst(14).first == "7" }, "version 7")
    #expect(Set(items.map(\.id)).count == 250)
    let gaps = zip(items, items.dropFirst()).map { $1.createdAt.timeIntervalSince($0.createdAt) }
    #expect(gaps.allSatisfy { abs($0 - 1) < 0.002 }, "one second apart, to the millisecond")
    let summary = try store.read { db in try TodoListSummary.fetch(db, today: store.calendar.today)
    }
    #expect(summary.counts.values.reduce(0, +) == 250)
    #expect(summary.openCount == items.filter { !$0.isDone }.count)
  }

  /// A seeded file is up to date: the launch that first opens it (sample data included) writes
  /// nothing to it, as for any file the app made.
  @Test func theFirstLaunchOfASeededFileWritesNothing() async throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("todo.sqlite")
    let seeding = makeStore(.file(path))
    try TodoSeeder(store: seeding).seed(count: 20)
    try seeding.database.close()
    let before = try FileSnapshot(path)

    let store = makeStore(.file(path))
    try await SampleDataStep(store: store).run()
    #expect(try store.count() == 20, "no samples")
    try store.database.close()
    #expect(try FileSnapshot(path) == before)
  }

  @Test func aVersion7IDStartsWithItsMilliseconds() {
    var random = SystemRandomNumberGenerator()
    let id = UUID(version7At: Date(timeIntervalSince1970: 1_700_000_000.123), using: &random)
    #expect(id.uuidString.lowercased().hasPrefix("018bcfe5-687b-7"))
  }
}
