import Foundation
import Todo

/// The databases the Todo benchmarks read: files made once and kept in the temporary folder
/// between runs (made again when missing or of the wrong size).
enum TodoFixture {
  /// `count` generated items (sections of every kind), as `demo todo --seed` makes them.
  case mixed(Int)
  /// `count` items without a due day: one section, so that row 99,990 exists.
  case someday(Int)

  var count: Int {
    switch self {
    case .mixed(let count), .someday(let count): count
    }
  }

  var path: String {
    let name: String
    switch self {
    case .mixed(let count): name = "mixed-\(count)"
    case .someday(let count): name = "someday-\(count)"
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

  static func store(at path: String) -> TodoStore {
    TodoStore(
      database: TodoDatabase(location: .file(path)), calendar: .current,
      clock: ContinuousClock())
  }
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

  func todoListPresenter(_ presenter: TodoListPresenter, didChooseItem id: TodoItem.ID) {
    chosen = id
  }

  func todoListPresenter(_ presenter: TodoListPresenter, confirmDeletionOf title: String) async
    -> Bool
  { false }

  func todoListPresenter(_ presenter: TodoListPresenter, didFailWith error: any Error) {
    errors.append("\(error)")
  }
}
