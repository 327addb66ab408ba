import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `demo todo` on a file whose writes fail for real: under strace's fault injection (every
/// write of the log failing with ENOSPC; the first flush of a commit failing with EIO), and on
/// a 2 MiB tmpfs filled up. Every change is named, nothing is said saved that was not, nothing
/// said lost that was saved, and quitting with changes unsaved fails with their names.
@Suite(.serialized) struct DemoTodoFaultTests {
  /// Adds a task through the Add sheet.
  private func add(_ title: String, in session: TmuxSession) async throws {
    try session.sendKeys("+")
    try await session.waitForText("New Task")
    try session.type(title)
    try session.sendKeys("Enter")
  }

  /// Waits for the notice lines to name `name`: they take no key, so nothing is to close.
  private func waitForNotice(naming name: String, in session: TmuxSession) async throws {
    try await session.waitForText(name)
  }

  /// `demo todo` on a new file of the sample items, under strace failing `syscall` on the file's
  /// log as `inject` says, once the list shows; the folder holds the file until the test ends.
  private func startFaulty(_ syscall: String, inject: String) async throws
    -> (TodoTestFolder, TmuxSession)
  {
    let folder = try TodoTestFolder()
    let path = folder.database
    try await DemoTodoRun.makeDatabase(path)
    let session = try DemoTodoRun.startFaulty(
      path, file: path + "-wal", syscall: syscall, inject: inject)
    try await session.waitForText("Do a blog post")
    return (folder, session)
  }

  /// Every write of the log fails (ENOSPC): five changes, five names, and the exit fails with
  /// all five. The file keeps what it had.
  @Test(.needsTmux, .needsStrace) func everyChangeIsNamedWhenEveryLogWriteFails() async throws {
    let (folder, session) = try await startFaulty("pwrite64", inject: "error=ENOSPC")
    defer { session.close() }
    let path = folder.database
    try session.sendKeys("Space")
    try await waitForNotice(naming: "“Write some tests” done", in: session)
    for title in ["Buy milk", "Buy bread", "Call Ann"] {
      try await add(title, in: session)
      try await waitForNotice(naming: "Adding “\(title)”", in: session)
    }
    try session.sendKeys("Down", "Space")
    try await waitForNotice(naming: "“Do a blog post” not done", in: session)
    try await session.waitForText("5 changes not saved yet — the disk is full")
    try session.sendKeys("q")
    let exit = try await session.waitForExit()
    #expect(exit.status != 0)
    let said = try session.capturedText()
    for line in [
      "Not saved: marking “Write some tests” done — the disk is full.",
      "Not saved: adding “Buy milk” — the disk is full.",
      "Not saved: adding “Buy bread” — the disk is full.",
      "Not saved: adding “Call Ann” — the disk is full.",
      "Not saved: marking “Do a blog post” not done — the disk is full.",
    ] {
      #expect(said.contains(line), "\(line)\n\(said)")
    }
    #expect(try DemoTodoRun.sqlite(path, "SELECT count(*) FROM todoItem") == "2")
  }

  /// The first commit's flush fails (EIO on fdatasync): its outcome is not known, the write is
  /// tried again, and the list shows the task once it is saved, and says so; quitting then is
  /// clean, and the task is in the file once.
  @Test(.needsTmux, .needsStrace) func anUnconfirmedCommitIsSaidUnknownThenSaved() async throws {
    let (folder, session) = try await startFaulty("fdatasync", inject: "error=EIO:when=1")
    defer { session.close() }
    let path = folder.database
    try await add("Buy milk", in: session)
    // "Maybe not saved — …" shows only until the next try, 0.1 s later (its words are
    // `TodoFailingWritesTests`'): the lines then say the change that waited is saved, for 5 s.
    try await session.waitForFleetingText("Saved: the change that waited.", shownFor: .seconds(5)) {
      lines in
      lines.contains { $0.contains("Buy milk") } && !lines.contains { $0.contains("Maybe not") }
    }
    #expect(!(try session.capturedText().contains("Maybe not")))
    try session.sendKeys("q")
    #expect(try await session.waitForExit().status == 0)
    #expect(
      try DemoTodoRun.sqlite(path, "SELECT count(*) FROM todoItem WHERE title = 'Buy milk'") == "1")
  }

  /// A file size limit (`ulimit -f`) the log reaches: the writes past it wait, said as the
  /// limit rather than as an input/output error of the disk, and quitting names them.
  @Test(.needsTmux, .needsPrlimit) func aFileSizeLimitIsSaidAsOne() async throws {
    let folder = try TodoTestFolder()
    let path = folder.database
    try await DemoTodoRun.makeDatabase(path)
    let session = try TmuxSession(
      executable: InstalledTool.prlimit.url,
      arguments: [
        "--fsize=40000", try BuiltProducts.executable(named: "demo").path, "todo", "--db", path,
      ], size: DemoTodoRun.size)
    defer { session.close() }
    try await session.waitForText("Do a blog post")
    // Each toggle's commit adds pages to the log: a few reach the limit.
    for _ in 0..<15 { try session.sendKeys("Space") }
    try await session.waitForText(
      "the file reached the largest size this process may write (ulimit -f)")
    #expect(!(try session.capturedText().contains("input/output")))
    try session.sendKeys("q")
    #expect(try await session.waitForExit().status == 1)
    let said = try session.capturedText()
    #expect(said.contains("largest size this process may write (ulimit -f)."), "\(said)")
  }

  /// Another program holds the write lock all along: quitting keeps nothing silently, names
  /// the change and fails.
  @Test(.needsTmux) func quittingWithTheFileBusyNamesTheChangeAndFails() async throws {
    let folder = try TodoTestFolder()
    let path = folder.database
    try await DemoTodoRun.makeDatabase(path)
    let holder = try LockHolder(path)
    defer { holder.release() }
    let session = try DemoTodoRun.start(path)
    defer { session.close() }
    try await session.waitForText("Do a blog post")
    try session.sendKeys("Space")
    try await session.waitForText("The list is busy in another app")
    try session.sendKeys("q")
    let exit = try await session.waitForExit()
    #expect(exit.status != 0)
    let said = try session.capturedText()
    #expect(
      said.contains(
        "Not saved: marking “Write some tests” done — the list is busy in another app."), "\(said)")
  }
}

/// Another program's transaction holding the write lock: `sqlite3` in `BEGIN IMMEDIATE`, its
/// input kept open until ``release()``.
final class LockHolder {
  private let process = Process()
  private let input = Pipe()

  init(_ path: String) throws {
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["sqlite3", path]
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    input.fileHandleForWriting.write(Data("BEGIN IMMEDIATE;\nSELECT 1;\n".utf8))
  }

  /// `sqlite3` with `path` switched to rollback-journal mode, in `BEGIN EXCLUSIVE`, which stops
  /// even reading it; returns once it holds the lock. (`sqlite3` buffers what it writes to a
  /// pipe: a shell command of its own says when it got there, or its error says why not.)
  init(exclusive path: String) throws {
    let output = Pipe()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["sqlite3", path]
    process.standardInput = input
    process.standardOutput = output
    process.standardError = output
    try process.run()
    input.fileHandleForWriting.write(
      Data(
        """
        PRAGMA journal_mode = DELETE;
        BEGIN EXCLUSIVE;
        DELETE FROM todoItem WHERE 0;
        .shell echo locked

        """.utf8))
    var said = ""
    while !said.contains("locked\n") {
      let data = output.fileHandleForReading.availableData
      guard !data.isEmpty else { break }
      said += String(decoding: data, as: UTF8.self)
    }
    #expect(said.hasSuffix("locked\n"), "sqlite3 said: \(said)")
  }

  /// Ends the transaction, letting the lock go, with `sqlite3` still running: a program
  /// started since (a tmux server) may hold its input open, so closing it is no end of input.
  func rollBack() {
    input.fileHandleForWriting.write(Data("ROLLBACK;\n".utf8))
  }

  func release() {
    try? input.fileHandleForWriting.close()
    process.waitUntilExit()
  }
}
