import Foundation
import GRDB
import Synchronization
import Todo

/// The databases the Todo benchmarks read: files made once and kept in the temporary folder
/// between runs (made again when missing or of the wrong size).
enum TodoFixture {
  /// `count` generated items (sections of every kind), as `demo todo --seed` makes them.
  case mixed(Int)
  /// `count` items without a due day: one section, so that row 99,990 exists.
  case someday(Int)
  /// `count` generated items and one more, first in the list, whose title of 10 MB another
  /// program stored past the table's check (``hugeTitleID``).
  case hugeTitle(Int)

  /// The task with the 10 MB title of ``hugeTitle(_:)``.
  static let hugeTitleID = UUID(uuidString: "00000000-0000-4000-8000-00000000b16e")!
  /// The length of that title, in characters.
  static let hugeTitleLength = 10_000_000

  var count: Int {
    switch self {
    case .mixed(let count), .someday(let count): count
    case .hugeTitle(let count): count + 1
    }
  }

  var path: String {
    let name: String
    switch self {
    case .mixed(let count): name = "mixed-\(count)"
    case .someday(let count): name = "someday-\(count)"
    case .hugeTitle(let count): name = "huge-title-\(count)"
    }
    return Self.scratchPath(name)
  }

  /// A file named `name` in the benchmarks' folder: one per schema version, so that builds of
  /// other versions benchmarking at the same time never remake each other's files.
  /// The folder is made if missing (a chosen `--db` file's folder must exist).
  static func scratchPath(_ name: String) -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("thinkit-todo-benchmarks/v7")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.appendingPathComponent("\(name).sqlite").path
  }

  /// A store on a fresh open of the fixture's file, made first if needed.
  func openStore() throws -> TodoStore {
    let store = Self.store(at: path)
    if (try? store.count()) == count { return store }
    try? FileManager.default.removeItem(atPath: path)
    let fresh = Self.store(at: path)
    switch self {
    case .mixed(let count):
      try TodoSeeder(store: fresh).seed(count: count)
    case .hugeTitle(let count):
      try TodoSeeder(store: fresh).seed(count: count)
      try Self.insertHugeTitle(at: path)
    case .someday(let count):
      let start = Date(timeIntervalSinceNow: -Double(count))
      for batch in stride(from: 0, to: count, by: 1000) {
        try fresh.insert(
          (batch..<min(count, batch + 1000)).map { index in
            TodoItem(title: "Someday task #\(index + 1)", createdAt: start + Double(index))
          })
      }
    }
    return Self.store(at: path)
  }

  /// Stores the task ``hugeTitleID`` as another program would, past the table's check: due
  /// eleven days ago, before every generated task, so it is the list's first row.
  private static func insertHugeTitle(at path: String) throws {
    let database = try DatabaseQueue(path: path)
    defer { try? database.close() }
    let due = TodoCalendar.current.today.adding(days: -11)
    let title = "A title of 10 MB " + String(repeating: "x", count: hugeTitleLength - 17)
    try database.writeWithoutTransaction { db in
      try db.execute(sql: "PRAGMA ignore_check_constraints = ON")
      try db.execute(
        sql: """
          INSERT INTO todoItem (id, title, done, createdAt, dueDate)
          VALUES (?, ?, 0, '2000-01-01 00:00:00.000', ?)
          """,
        arguments: [hugeTitleID.uuidString.lowercased(), title, due.description])
    }
  }

  static func store(at path: String) -> TodoStore {
    TodoStore(
      database: TodoDatabase(location: .file(path)), calendar: .current,
      clock: ContinuousClock())
  }
}

/// A fixture's store opened by a benchmark's setup and closed by its teardown, so that the
/// iterations share one connection: a store opened per iteration and never closed kept its
/// connection, its page cache and its file watcher for the rest of the run.
final class OpenedFixture: Sendable {
  let fixture: TodoFixture
  private let opened = Mutex<TodoStore?>(nil)

  init(_ fixture: TodoFixture) {
    self.fixture = fixture
  }

  /// Opens the store (making the file first if needed); the setup.
  func open() throws {
    let store = try fixture.openStore()
    opened.withLock { $0 = store }
  }

  /// The store ``open()`` opened.
  var store: TodoStore {
    get throws {
      guard let store = opened.withLock({ $0 }) else { throw OpenedFixtureError.notOpen }
      return store
    }
  }

  /// Makes the file if needed and closes it again: the setup of a benchmark that opens the
  /// file itself.
  func made() async throws {
    try open()
    try await close()
  }

  /// Lets its writes finish and closes it; the teardown.
  func close() async throws {
    guard let store = opened.withLock({ $0.take() }) else { return }
    try await store.shutDown(within: .seconds(30), clock: ContinuousClock())
  }
}

enum OpenedFixtureError: Error {
  case notOpen
}

/// The list screen's view, reduced to what the presenter tells it.
@MainActor
final class BenchListView: TodoListDisplaying, TodoListPresenterDelegate {
  var reloads = 0
  var errors: [String] = []
  var selectedIndex: TodoListIndex?

  func reloadData() { reloads += 1 }
  func selectRow(at index: TodoListIndex) { selectedIndex = index }

  var chosen: TodoItem.ID?

  func todoListPresenter(_ presenter: TodoListPresenter, didChooseItem item: TodoDetailItem) {
    chosen = item.id
  }

  func todoListPresenter(_ presenter: TodoListPresenter, confirmDeletionOf title: String) async
    -> Bool
  { false }

  func todoListPresenter(_ presenter: TodoListPresenter, didFailWith error: any Error) {
    errors.append("\(error)")
  }
}
