import Foundation
import GRDB
import Testing

@testable import Todo

/// Closing: a clean exit leaves only the file, and opening an up-to-date file writes nothing.
@Suite struct TodoDatabaseCloseTests {
  /// The launch's own work on a file: open and migrate, then offer the samples.
  private func launch(_ path: String) async throws -> TodoDatabase {
    let database = TodoDatabase(location: .file(path))
    let store = TodoStore(
      database: database, calendar: .fixed(at: "2025-03-14T12:00:00Z"), clock: ContinuousClock())
    try await DatabaseStep(database: database).run()
    try await SampleDataStep(store: store).run()
    return database
  }

  @Test func closingLeavesOnlyTheFile() async throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("todo.sqlite")
    let database = try await launch(path)
    let store = makeStore(.file(path))
    try store.add(title: "Written while open")
    #expect(try FileSnapshot(path).folderContents.contains("todo.sqlite-wal"))

    try database.close()
    try store.database.close()
    #expect(try FileSnapshot(path).folderContents == ["todo.sqlite"])
    // Everything committed went into the file itself.
    let queue = try DatabaseQueue(path: path)
    #expect(try await queue.read { try TodoItem.fetchCount($0) } == 3)
    try queue.close()
  }

  @Test func aClosedDatabaseRefusesUseAndDoesNotReopen() throws {
    let folder = try TemporaryDirectory()
    let database = TodoDatabase(location: .file(folder.path("todo.sqlite")))
    _ = try database.writer()
    try database.close()
    #expect(throws: TodoStoreError.closed) { try database.writer() }
    try database.close()
    #expect(try FileSnapshot(folder.path("todo.sqlite")).folderContents == ["todo.sqlite"])
  }

  @Test func closingADatabaseNeverOpenedMakesNoFile() throws {
    let folder = try TemporaryDirectory()
    try TodoDatabase(location: .file(folder.path("todo.sqlite"))).close()
    try TodoDatabase(location: .inMemory).close()
    #expect(try FileSnapshot(folder.path("todo.sqlite")).folderContents == [])
  }

  /// The second launch finds the schema complete and the samples offered: it reads only, so
  /// the file keeps its bytes and its modification time.
  @Test func launchingOnAnUpToDateFileChangesNothing() async throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("todo.sqlite")
    try await launch(path).close()
    let before = try FileSnapshot(path)
    #expect(before.folderContents == ["todo.sqlite"])

    let database = try await launch(path)
    let store = makeStore(.file(path))
    #expect(try store.count() == 2)
    try store.database.close()
    try database.close()
    #expect(try FileSnapshot(path) == before)
  }

  /// A file of tasks with no sample offer (seeded by a version whose seeds did not note it):
  /// its first launch writes the offer (and no samples), the next one writes nothing.
  @Test func theSampleOfferIsWrittenOnceAndOnlyWhenMissing() async throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("todo.sqlite")
    let seeded = makeStore(.file(path))
    try TodoSeeder(store: seeded).seed(count: 5)
    try seeded.write { db in try db.execute(sql: "DELETE FROM sampleDataOffer") }
    try seeded.database.close()
    let seededSnapshot = try FileSnapshot(path)

    try await launch(path).close()
    let offered = try FileSnapshot(path)
    #expect(offered != seededSnapshot)
    try await launch(path).close()
    #expect(try FileSnapshot(path) == offered)
    #expect(try makeStore(.file(path)).count() == 5)
  }
}
