import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What `demo todo` says when its file fails it is true, and a refusal leaves the folder as it
/// was: a crashed writer's hot journal beside another program's file, a `-wal` the system will
/// not open, a read error, a full disk at launch (a real 2 MiB tmpfs filled up), a checkpoint
/// that fails at quit. The failures are real (a killed `sqlite3`, a full file system) or
/// injected with strace, as SQLite's own tests inject them.
@Suite(.serialized) struct DemoTodoMessageTests {
  /// The name and bytes of every file in `folder`.
  private func files(in folder: TodoTestFolder) throws -> [String: Data] {
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.url.path)
    return try Dictionary(
      uniqueKeysWithValues: names.map { name in
        (name, try Data(contentsOf: URL(fileURLWithPath: folder.path(name))))
      })
  }

  /// Waits for a launch that must be refused, and returns what it printed.
  private func refusal(of session: TmuxSession) async throws -> String {
    defer { session.close() }
    let exit = try await session.waitForExit()
    #expect(exit.status == 1)
    return try session.capturedText()
  }

  /// A file of ours that a run killed with `kill -9` left with its `-wal` and `-shm`.
  private func crashedDatabase(_ path: String) async throws {
    try await DemoTodoRun.makeDatabase(path)
    let session = try DemoTodoRun.start(path)
    defer { session.close() }
    try await session.waitForText("Do a blog post")
    try session.sendKeys("Space")
    // Read again as the list redraws, which it does once the toggle is committed.
    _ = try await session.watch(
      "the toggle committed",
      read: { try DemoTodoRun.sqlite(path, "SELECT sum(done) FROM todoItem") },
      until: { $0 == "2" })
    try session.signalProgram(SIGKILL)
    _ = try await session.waitForExit()
  }

  /// Another program's file, its writer killed in the middle of a transaction that had
  /// already changed the file: the journal is hot, and any connection allowed to write would
  /// roll it back and delete it. The app says so, and changes neither file.
  @Test(.needsTmux) func aHotJournalBesideAnotherProgramsFileIsSaidAndLeft() async throws {
    let folder = try TodoTestFolder()
    let path = folder.path("other.sqlite")
    let writer = Process()
    writer.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    writer.arguments = ["sqlite3", path]
    let input = Pipe()
    let output = Pipe()
    writer.standardInput = input
    writer.standardOutput = output
    try writer.run()
    // A cache of two pages spills the update into the file before the commit.
    input.fileHandleForWriting.write(
      Data(
        """
        PRAGMA cache_size = 2;
        CREATE TABLE notes (body TEXT);
        WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 2000)
          INSERT INTO notes SELECT 'kept ' || x || ' ' || hex(zeroblob(50)) FROM n;
        BEGIN;
        UPDATE notes SET body = 'half-written';
        SELECT 'updated';

        """.utf8))
    // What sqlite3 prints once the update has run, read as it comes.
    var printed = Data()
    while !String(decoding: printed, as: UTF8.self).contains("updated") {
      let chunk = output.fileHandleForReading.availableData
      guard !chunk.isEmpty else { break }
      printed += chunk
    }
    #expect(
      ((try? FileManager.default.attributesOfItem(atPath: path + "-journal")[.size]) as? Int ?? 0)
        > 100_000, "the update spilled into the file: its journal holds the pages it changed")
    kill(writer.processIdentifier, SIGKILL)
    writer.waitUntilExit()
    let before = try files(in: folder)

    let said = try await refusal(of: DemoTodoRun.start(path))
    #expect(
      said.contains(
        "a program that stopped left an unfinished transaction in \(path)-journal, which only a "
          + "program allowed to change the file can roll back; it was left untouched."), "\(said)")
    #expect(try files(in: folder) == before, "the journal is not rolled back")
  }

  /// The system refuses to open the `-wal` a crash left (EACCES, as a file of another user or a
  /// security module would): a permission problem, said as one, not a read-only file.
  @Test(.needsTmux, .needsStrace) func aLogTheSystemWillNotOpenIsAPermissionProblem() async throws {
    let folder = try TodoTestFolder()
    let path = folder.database
    try await crashedDatabase(path)
    let before = try files(in: folder)
    #expect(before.keys.contains("todo.sqlite-wal"))

    let said = try await refusal(
      of: DemoTodoRun.startFaulty(
        path, file: path + "-wal", syscall: "openat", inject: "error=EACCES"))
    #expect(said.contains("permission denied (its -wal file cannot be opened)"), "\(said)")
    #expect(!said.contains("read-only"), "\(said)")
    #expect(try files(in: folder) == before)
  }

  /// Every read of the file fails (EIO): an input/output error, said as one — the file is
  /// intact, not "damaged" — and left as it was, with nothing beside it.
  @Test(.needsTmux, .needsStrace) func aReadErrorIsNotADamagedFile() async throws {
    let folder = try TodoTestFolder()
    let path = folder.database
    try await DemoTodoRun.makeDatabase(path)
    let before = try files(in: folder)

    let said = try await refusal(
      of: DemoTodoRun.startFaulty(path, file: path, syscall: "pread64", inject: "error=EIO"))
    #expect(said.contains("input/output error"), "\(said)")
    #expect(!said.contains("damaged"), "\(said)")
    #expect(try files(in: folder) == before)
  }

  /// The header reads, a page after it does not (EIO, as on a bad sector), which SQLite itself
  /// reports as damage: the file is read whole before it is called damaged, and the read error
  /// is said as one.
  @Test(.needsTmux, .needsStrace) func aReadErrorPastTheHeaderIsNotADamagedFileEither()
    async throws
  {
    let folder = try TodoTestFolder()
    let path = folder.database
    try await DemoTodoRun.makeDatabase(path)
    let before = try files(in: folder)

    let said = try await refusal(
      of: DemoTodoRun.startFaulty(
        path, file: path, syscall: "pread64", inject: "error=EIO:when=4+"))
    #expect(said.contains("reading the file failed (an input/output error)"), "\(said)")
    #expect(!said.contains("damaged"), "\(said)")
    #expect(try files(in: folder) == before)
  }

  /// Quitting cannot copy the log into the file (every write of the file fails with ENOSPC):
  /// the exit fails and says why the `-wal` stays; the next start replays it.
  @Test(.needsTmux, .needsStrace) func aCheckpointThatFailsAtQuitIsNamed() async throws {
    let folder = try TodoTestFolder()
    let path = folder.database
    try await DemoTodoRun.makeDatabase(path)
    let session = try DemoTodoRun.startFaulty(
      path, file: path, syscall: "pwrite64", inject: "error=ENOSPC")
    defer { session.close() }
    try await session.waitForText("Do a blog post")
    try session.sendKeys("Space")
    // Committed to the log, which strace leaves alone; read again as the list redraws.
    _ = try await session.watch(
      "the toggle committed",
      read: { try DemoTodoRun.sqlite(path, "SELECT sum(done) FROM todoItem") }, until: { $0 == "2" }
    )
    try session.sendKeys("q")
    let exit = try await session.waitForExit()
    #expect(exit.status == 1)
    let said = try session.capturedText()
    #expect(
      said.contains("\(path)-wal could not be copied into \(path): the disk is full."), "\(said)")
    #expect(FileManager.default.fileExists(atPath: path + "-wal"))
    #expect(try DemoTodoRun.sqlite(path, "SELECT sum(done) FROM todoItem") == "2", "replayed")
  }
}
