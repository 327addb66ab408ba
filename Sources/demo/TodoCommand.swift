import ArgumentParser
import DemoApp
import Foundation
import ThinDI
import ThinTerminal
import Todo

/// `demo todo`: opens the Todo app directly, on the default database, another file, or a
/// throwaway one; `--seed N` fills the database with N generated items instead.
struct TodoCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: DemoEntry.todo.command,
    abstract: "Open the Todo app: a task list whose screens the container builds.",
    discussion: """
      Keeps its tasks in $XDG_DATA_HOME/thinkit/todo.sqlite (else \
      ~/.local/share/thinkit/todo.sqlite) unless told otherwise. Enter opens a task, Space \
      marks it done, d deletes it, + adds one; Esc goes back, q or Ctrl-C quits. Needs an \
      interactive terminal, except with --seed.
      """
  )

  @Option(
    name: .customLong("db"), help: ArgumentHelp("The database file to use.", valueName: "path"))
  var databasePath: String?

  @Flag(help: "Use a throwaway database in memory.")
  var inMemory = false

  // Unconditional, so that "-5" is read as the value (and refused by `validate()` as not
  // positive) rather than as an unknown option that leaves --seed without one.
  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Add N generated items to the database and exit.", valueName: "N"))
  var seed: Int?

  // For the crash-safety test: small transactions, and the id of every committed item on
  // standard output, one a line, written as each batch commits.
  @Option(help: ArgumentHelp(visibility: .hidden))
  var batchSize = TodoSeeder.defaultBatchSize

  @Flag(name: .customLong("print-committed-ids"), help: ArgumentHelp(visibility: .hidden))
  var printCommittedIDs = false

  func validate() throws {
    if inMemory, databasePath != nil {
      throw ValidationError("Use either --db or --in-memory, not both.")
    }
    if databasePath?.isEmpty == true { throw ValidationError("--db needs a file path.") }
    if let seed, seed < 1 { throw ValidationError("--seed needs a positive number of items.") }
    if let seed, seed > TodoSeeder.countRange.upperBound {
      throw ValidationError("--seed adds at most 1,000,000 items at a time.")
    }
    if !(1...100_000).contains(batchSize) {
      throw ValidationError("--batch-size takes 1 to 100000 items.")
    }
    if seed != nil, inMemory {
      throw ValidationError("--seed fills a database file; in memory the items would be lost.")
    }
  }

  private var location: TodoDatabaseLocation? {
    if inMemory { return .inMemory }
    return databasePath.map { .file(URL(fileURLWithPath: $0).standardizedFileURL.path) }
  }

  @MainActor
  func run() async throws {
    let location = location
    let overrides: (inout ContainerBuilder) -> Void = { builder in
      guard let location else { return }
      builder.register(TodoDatabaseLocation.self, .singleton) { location }
    }
    if let seed {
      try Self.seed(
        count: seed, batchSize: batchSize, printingIDs: printCommittedIDs,
        in: try DemoContainer.make(overrides: overrides))
    } else {
      await AppRunner.demo(.app(.todo), overrides: overrides).run()
    }
  }
}

extension TodoCommand {
  /// Fills the database, showing progress on stderr: one line per committed batch (rewritten
  /// in place on a terminal), then the total and the file.
  /// The database is closed at the end, as the app closes it: only the file stays.
  fileprivate static func seed(
    count: Int, batchSize: Int, printingIDs: Bool, in container: Container
  ) throws {
    let seeder: TodoSeeder = try container.resolve()
    let location: TodoDatabaseLocation = try container.resolve()
    let database: TodoDatabase = try container.resolve()
    let isTerminal = isatty(STDERR_FILENO) == 1
    let items = count == 1 ? "item" : "items"
    try seeder.seed(count: count, batchSize: batchSize) { added in
      let line = "Seeding \(location.path): \(added) of \(count) \(items) (\(added * 100 / count)%)"
      printToStandardError(isTerminal ? "\r\u{1B}[2K" + line : line + "\n")
    } committed: { ids in
      guard printingIDs else { return }
      // Unbuffered: each line is out before the next batch begins.
      let lines = ids.map { $0.uuidString.lowercased() + "\n" }.joined()
      FileHandle.standardOutput.write(Data(lines.utf8))
    }
    try database.close()
    printToStandardError(
      (isTerminal ? "\n" : "") + "Added \(count) \(items) to \(location.path).\n")
  }

  private static func printToStandardError(_ text: String) {
    FileHandle.standardError.write(Data(text.utf8))
  }
}
