import Foundation
import Testing
import ThinTerminal

/// A folder for one Todo end-to-end test's files, removed when the test ends.
final class TodoTestFolder {
  let url = FileManager.default.temporaryDirectory
    .appendingPathComponent("todo-e2e-\(UUID().uuidString.prefix(8))")

  init() throws {
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  /// The database's path: `todo.sqlite` in the folder.
  var database: String { path("todo.sqlite") }

  func path(_ name: String) -> String { url.appendingPathComponent(name).path }

  /// The names in the folder, sorted.
  func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
  }

  deinit { try? FileManager.default.removeItem(at: url) }
}

/// `demo todo` run for the end-to-end tests: plainly, or under strace with a system call on one
/// file failing.
enum DemoTodoRun {
  static let size = Size(width: 100, height: 30)

  /// `demo todo --db path` in tmux.
  static func start(_ path: String) throws -> TmuxSession {
    try TmuxSession(
      executable: BuiltProducts.executable(named: "demo"), arguments: ["todo", "--db", path],
      size: size)
  }

  /// `demo todo` with `arguments` in tmux, on a terminal that says it shows 24-bit color.
  static func start(arguments: [String], size: Size = Size(width: 80, height: 24)) throws
    -> TmuxSession
  {
    try TmuxSession(
      executable: BuiltProducts.executable(named: "demo"), arguments: ["todo"] + arguments,
      size: size, environment: ["COLORTERM": "truecolor"])
  }

  /// `demo todo --db path` under strace, failing `syscall` on `file` as `inject` says
  /// ("error=ENOSPC", "error=EIO:when=1").
  static func startFaulty(_ path: String, file: String, syscall: String, inject: String)
    throws -> TmuxSession
  {
    try TmuxSession(
      executable: InstalledTool.strace.url,
      arguments: [
        "-f", "-qq", "-o", "/dev/null", "-P", file, "-e", "trace=\(syscall)", "-e",
        "inject=\(syscall):\(inject)", try BuiltProducts.executable(named: "demo").path, "todo",
        "--db", path,
      ], size: size)
  }

  /// Makes `path` with the sample items, in a run of its own ended by q.
  static func makeDatabase(_ path: String) async throws {
    let session = try start(path)
    defer { session.close() }
    try await session.waitForText("Do a blog post")
    try session.sendKeys("q")
    #expect(try await session.waitForExit().status == 0)
  }

  /// What `sql` gives on the file at `path`, run by the `sqlite3` shell.
  static func sqlite(_ path: String, _ sql: String) throws -> String {
    try Subprocess.run(["sqlite3", path, sql]).checkedOutput()
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }
}
