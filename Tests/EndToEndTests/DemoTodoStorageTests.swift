import Foundation
import Testing
import ThinKit
import ThinTerminal

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `demo todo` and its file: every normal way out leaves the file alone beside nothing, and
/// every file it refuses stays byte for byte as it was, with nothing made beside it.
@Suite struct DemoTodoStorageTests {
  private var demo: String {
    get throws { try BuiltProducts.executable(named: "demo").path }
  }

  private enum Way: CustomTestStringConvertible {
    case keys(String)
    case signal(Int32)

    var testDescription: String {
      switch self {
      case .keys(let keys): "keys \(keys)"
      case .signal(let signal): "signal \(signal)"
      }
    }
  }

  /// Quitting with q or Ctrl-C, or asked to end by SIGTERM or SIGHUP: the app closes the
  /// database, and only `todo.sqlite` stays, with the sample items in it.
  @Test(.needsTmux, arguments: [Way.keys("q"), .keys("C-c"), .signal(SIGTERM), .signal(SIGHUP)])
  private func everyWayOutLeavesOnlyTheFile(way: Way) async throws {
    let folder = try TodoTestFolder()
    let database = folder.path("todo.sqlite")
    let session = try DemoTodoRun.start(arguments: ["--db", database])
    defer { session.close() }
    try await session.waitForText("Do a blog post")
    #expect(try folder.contents().contains("todo.sqlite-wal"))
    switch way {
    case .keys(let keys): try session.sendKeys(keys)
    case .signal(let signal): try session.signalProgram(signal)
    }
    let exit = try await session.waitForExit()
    switch way {
    case .keys: #expect(exit.status == 0)
    case .signal(let signal): #expect(exit.status == 128 + signal)
    }
    if case .keys = way { try session.expectRestored(exit) }
    #expect(try folder.contents() == ["todo.sqlite"])
    let count = try Subprocess.run(["sqlite3", database, "SELECT COUNT(*) FROM todoItem"])
    #expect(try count.checkedOutput().trimmingCharacters(in: .whitespacesAndNewlines) == "2")
  }

  /// Opening and quitting on an up-to-date file reads it only: same bytes, same time.
  @Test(.needsTmux) func openingAndQuittingChangesNothing() async throws {
    let folder = try TodoTestFolder()
    let database = folder.path("todo.sqlite")
    for round in 0..<2 {
      let before = try folder.contents().isEmpty ? nil : try snapshot(database)
      let session = try DemoTodoRun.start(arguments: ["--db", database])
      defer { session.close() }
      try await session.waitForText("Do a blog post")
      try session.sendKeys("q")
      #expect(try await session.waitForExit().status == 0)
      if let before { #expect(try snapshot(database) == before, "round \(round)") }
    }
  }

  private struct Snapshot: Equatable {
    var bytes: Data?
    var modified: Date?
  }

  private func snapshot(_ path: String) throws -> Snapshot {
    Snapshot(
      bytes: FileManager.default.contents(atPath: path),
      modified: try FileManager.default.attributesOfItem(atPath: path)[.modificationDate] as? Date)
  }

  /// `demo todo --seed 1 --db PATH` on a path it must refuse: status not 0, the reason in
  /// words, the path as it was and nothing beside it.
  private func expectSeedRefused(
    _ path: String, in folder: TodoTestFolder, saying words: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let before = (try? snapshot(path), try folder.contents())
    let result = try Subprocess.run([demo, "todo", "--seed", "1", "--db", path])
    #expect(result.status != 0, sourceLocation: sourceLocation)
    #expect(result.errors.contains(words), "\(result.errors)", sourceLocation: sourceLocation)
    #expect(!result.errors.contains("NSCocoaErrorDomain"), sourceLocation: sourceLocation)
    #expect(!result.errors.contains("SQLite error"), sourceLocation: sourceLocation)
    #expect((try? snapshot(path)) == before.0, sourceLocation: sourceLocation)
    #expect(try folder.contents() == before.1, sourceLocation: sourceLocation)
  }

  @Test func strangersAreRefusedAndLeftAsTheyWere() throws {
    let folder = try TodoTestFolder()
    let directory = folder.path("a-folder")
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: false)
    try expectSeedRefused(directory, in: folder, saying: "is a directory")

    let pipe = folder.path("pipe")
    #expect(mkfifo(pipe, 0o644) == 0)
    try expectSeedRefused(pipe, in: folder, saying: "is a named pipe, not a regular file")

    let other = folder.path("other.sqlite")
    _ = try Subprocess.run(
      ["sqlite3", other, "PRAGMA application_id = 1234; CREATE TABLE note(text);"]
    ).checkedOutput()
    try expectSeedRefused(other, in: folder, saying: "belongs to another application")

    let grdb = folder.path("grdb.sqlite")
    _ = try Subprocess.run([
      "sqlite3", grdb,
      """
      PRAGMA journal_mode = WAL;
      CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
      INSERT INTO grdb_migrations VALUES ('v1: photos');
      CREATE TABLE photo(name);
      """,
    ]).checkedOutput()
    try expectSeedRefused(grdb, in: folder, saying: "belongs to another application")

    let readOnly = folder.path("read-only.sqlite")
    #expect(try Subprocess.run([demo, "todo", "--seed", "3", "--db", readOnly]).status == 0)
    #expect(chmod(readOnly, 0o444) == 0)
    try expectSeedRefused(readOnly, in: folder, saying: "is read-only")

    let altered = folder.path("altered.sqlite")
    #expect(try Subprocess.run([demo, "todo", "--seed", "3", "--db", altered]).status == 0)
    _ = try Subprocess.run(["sqlite3", altered, "DROP TABLE todoItem"]).checkedOutput()
    try expectSeedRefused(
      altered, in: folder, saying: "was changed by another program: the table todoItem is missing")
  }

  /// A named pipe would block an open until someone writes to it: the launch refuses it first
  /// and gives the terminal back.
  @Test(.needsTmux) func aNamedPipeStopsTheLaunchWithoutBlocking() async throws {
    let folder = try TodoTestFolder()
    let pipe = folder.path("pipe")
    #expect(mkfifo(pipe, 0o644) == 0)
    let session = try DemoTodoRun.start(arguments: ["--db", pipe])
    defer { session.close() }
    let exit = try await session.waitForExit()
    #expect(exit.status != 0)
    try session.expectRestored(exit)
    #expect(try session.capture().joined().contains("not a regular file"))
    #expect(try folder.contents() == ["pipe"])
  }

  @Test func seedCountsAndPathsOutOfRangeAreRefusedInWords() throws {
    let tooMany = try Subprocess.run([demo, "todo", "--seed", "1000001", "--in-memory"])
    #expect(tooMany.status != 0)
    #expect(tooMany.errors.contains("--seed adds at most 1,000,000 items at a time."))
    let empty = try Subprocess.run([demo, "todo", "--seed", "1", "--db", ""])
    #expect(empty.status != 0)
    #expect(empty.errors.contains("--db needs a file path."))
  }
}
