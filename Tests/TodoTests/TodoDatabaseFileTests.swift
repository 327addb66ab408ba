import Foundation
import GRDB
import Testing

@testable import Todo

/// Files: where the database lives, what survives reopening, and the files it refuses to
/// touch.
@Suite struct TodoDatabaseFileTests {
  @Test func defaultLocationFollowsXDGDataHome() {
    let xdg = TodoDatabaseLocation.standard(
      environment: ["XDG_DATA_HOME": "/data", "HOME": "/home/ann"], home: "/nowhere")
    #expect(xdg == .dataDirectoryFile("/data/thinkit/todo.sqlite"))
    let home = TodoDatabaseLocation.standard(environment: ["HOME": "/home/ann"], home: "/x")
    #expect(home == .dataDirectoryFile("/home/ann/.local/share/thinkit/todo.sqlite"))
    let relative = TodoDatabaseLocation.standard(
      environment: ["XDG_DATA_HOME": "data", "HOME": "/home/ann"], home: "/x")
    #expect(relative == .dataDirectoryFile("/home/ann/.local/share/thinkit/todo.sqlite"))
    #expect(
      TodoDatabaseLocation.standard(environment: [:], home: "/h").path
        == "/h/.local/share/thinkit/todo.sqlite")
  }

  @Test func aFileKeepsItsItemsAcrossOpenings() throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("todo.sqlite")
    let first = makeStore(.file(path))
    let item = try first.add(title: "Survive", due: day("2025-03-20"))
    let second = makeStore(.file(path))
    #expect(try second.item(id: item.id) == item)
    let journal = try second.database.writer().read { db in
      try String.fetchOne(db, sql: "PRAGMA journal_mode")
    }
    #expect(journal == "wal")
  }

  @Test func theDataDirectoryFileMakesItsFolders() throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("xdg/thinkit/todo.sqlite")
    try makeStore(.dataDirectoryFile(path)).add(title: "First")
    #expect(try makeStore(.file(path)).count() == 1)
  }

  /// A path someone chose (`--db`) in a folder that is not there: a typo, most likely.
  @Test func aChosenFileInAMissingFolderIsRefusedAndNothingIsCreated() throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("nonexistent/deeper/x.sqlite")
    let database = TodoDatabase(location: .file(path))
    let error = TodoStoreError.missingFolder(path: path, folder: folder.path("nonexistent/deeper"))
    #expect(throws: error) { try database.writer() }
    #expect(try folderContents(folder) == [])
    #expect(error.description.contains("the folder \(folder.path("nonexistent/deeper")) does not"))
  }

  @Test func aFileThatIsNotADatabaseIsRefusedAndLeftUntouched() throws {
    let folder = try TemporaryDirectory()
    for (name, bytes) in [
      ("notes.txt", Data("Buy milk\nCall mum\n".utf8)),
      ("random.bin", Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })),
      ("damaged.sqlite", Data("SQLite format 3\0".utf8) + Data(repeating: 0xFF, count: 4080)),
    ] {
      let path = folder.path(name)
      try bytes.write(to: URL(fileURLWithPath: path))
      let database = TodoDatabase(location: .file(path))
      #expect(throws: TodoStoreError.notADatabase(path: path)) { try database.writer() }
      #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes, "\(name) changed")
      #expect(try folderContents(folder) == [name], "files appeared next to \(name)")
      try FileManager.default.removeItem(atPath: path)
    }
  }

  /// A file of a future version: our migrations, then one this version does not know, in
  /// write-ahead-log mode as the app leaves its files.
  private func makeFutureFile(at path: String) throws {
    var future = TodoSchema.migrator
    future.registerMigration("v9: tags") { db in
      try db.create(table: "tag") { $0.column("name", .text) }
    }
    let pool = try DatabasePool(path: path)
    try future.migrate(pool)
    try pool.write { db in
      try TodoItem(title: "From the future", createdAt: Date()).insert(db)
    }
    try pool.close()
  }

  @Test func aNewerSchemaIsRefusedAndLeftUntouched() throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("todo.sqlite")
    try makeFutureFile(at: path)
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(try folderContents(folder) == ["todo.sqlite"])

    let database = TodoDatabase(location: .file(path))
    #expect(throws: TodoStoreError.newerSchema(path: path, unknownMigrations: ["v9: tags"])) {
      try database.writer()
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(try folderContents(folder) == ["todo.sqlite"], "no -wal or -shm left beside it")
    let error = TodoStoreError.newerSchema(path: path, unknownMigrations: ["v9: tags"])
    #expect(error.description.contains("newer version"))
    #expect(error.description.contains("left untouched"))
  }

  /// The newer version has the file open (its `-wal` and `-shm` exist): the refusal leaves
  /// them to it, and it goes on working.
  @Test func aNewerSchemaInUseElsewhereIsRefusedWithoutTouchingItsSideFiles() throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("todo.sqlite")
    try makeFutureFile(at: path)
    let newer = try DatabasePool(path: path)
    try newer.write { db in try TodoItem(title: "Pending", createdAt: Date()).insert(db) }
    let sideFiles = ["todo.sqlite", "todo.sqlite-shm", "todo.sqlite-wal"]
    #expect(try folderContents(folder) == sideFiles)
    let wal = try Data(contentsOf: URL(fileURLWithPath: path + "-wal"))

    #expect(throws: TodoStoreError.newerSchema(path: path, unknownMigrations: ["v9: tags"])) {
      try TodoDatabase(location: .file(path)).writer()
    }
    #expect(try folderContents(folder) == sideFiles)
    #expect(try Data(contentsOf: URL(fileURLWithPath: path + "-wal")) == wal)
    #expect(try newer.read { db in try TodoItem.fetchCount(db) } == 2)
    try newer.close()
  }

  @Test func anotherAppsDatabaseIsRefusedAndLeftUntouched() throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("photos.sqlite")
    do {
      let queue = try DatabaseQueue(path: path)
      try queue.write { db in
        try db.execute(sql: "CREATE TABLE photo(name TEXT); INSERT INTO photo VALUES ('cat.jpg')")
      }
      try queue.close()
    }
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    #expect(throws: TodoStoreError.foreignDatabase(path: path)) {
      try TodoDatabase(location: .file(path)).writer()
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
  }

  @Test func anEmptyFileBecomesANewDatabase() throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("todo.sqlite")
    _ = FileManager.default.createFile(atPath: path, contents: Data())
    let store = makeStore(.file(path))
    try store.add(title: "Fresh")
    #expect(try store.count() == 1)
  }

  @Test func aMissingFolderThatCannotBeMadeIsAClearError() throws {
    let folder = try TemporaryDirectory()
    let blocker = folder.path("file")
    _ = FileManager.default.createFile(atPath: blocker, contents: Data("x".utf8))
    let database = TodoDatabase(location: .dataDirectoryFile(blocker + "/todo.sqlite"))
    #expect {
      try database.writer()
    } throws: { error in
      guard case .cannotOpen(let path, _) = error as? TodoStoreError else { return false }
      return path == blocker + "/todo.sqlite"
    }
  }

  private func folderContents(_ folder: TemporaryDirectory) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
  }
}

/// Several processes (here, several connections) opening one new file at once.
@Suite struct TodoDatabaseSharingTests {
  @Test func openersRacingOnANewFileAllSucceedAndTheSamplesLandOnce() async throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("shared.sqlite")
    let results = await withTaskGroup(of: Result<Bool, TodoStoreError>.self) { group in
      for _ in 0..<6 {
        group.addTask {
          let store = makeStore(.file(path))
          do throws(TodoStoreError) {
            return .success(
              try store.addSamples([
                TodoItem(title: "Write some tests", createdAt: Date()),
                TodoItem(title: "Do a blog post", isDone: true, createdAt: Date()),
              ]))
          } catch {
            return .failure(error)
          }
        }
      }
      return await group.reduce(into: []) { $0.append($1) }
    }
    let added = try results.map { try $0.get() }
    #expect(added.filter { $0 }.count == 1)
    #expect(try makeStore(.file(path)).count() == 2)
  }
}
