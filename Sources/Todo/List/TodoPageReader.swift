import Foundation
import GRDB
import ThinKit

/// Runs the list pager's reads off the main actor and hands what they bring back to it on the
/// main actor, as UIKit's table views prefetch: a row not held is answered at once (a
/// placeholder), and its page comes a moment later.
///
/// Each read is a tracked task in the work tracker of the screen's host, so the scene harness
/// and the tests know the screen is done once the rows are in, without waiting for a time.
@MainActor
final class TodoPageReader {
  /// What the reader knows of a row.
  enum Lookup {
    case held(TodoPageEntry)
    /// No such row: past the section's end.
    case none
    /// Being read, or (`failed`) its last read failed and it is read again as it is asked;
    /// `stale` is what it showed before the list last changed, shown meanwhile.
    case notHeld(failed: Bool, stale: TodoPageEntry?)
  }

  let pager: TodoPager
  private let store: TodoStore
  /// The tracker of the screen's host, where the list started (rows are asked while it draws).
  var tracker: WorkTracker?
  /// Rows came: `changed` when the rows held changed (the view draws again).
  var onRowsRead: @MainActor (_ changed: Bool) -> Void = { _ in }
  /// A read failed: said on the notice lines.
  var onFailure: @MainActor (TodoStoreError) -> Void = { _ in }
  /// Sections whose last read of rows failed this generation.
  private var failedSections: Set<TodoSection> = []
  private var tasks: [Int: Task<Void, Never>] = [:]
  private var taskCount = 0

  init(store: TodoStore, pager: TodoPager) {
    self.store = store
    self.pager = pager
  }

  /// Forgets every page and takes the new counts; reads in flight are dropped as they come.
  func reset(to summary: TodoListSummary) {
    pager.reset(to: summary)
    failedSections = []
  }

  /// The row at `row` of `section` if held; else starts the read that brings it (unless one
  /// of its section is in flight).
  func entry(in section: TodoSection, at row: Int) -> Lookup {
    switch pager.entry(in: section, at: row) {
    case .held(let entry): return .held(entry)
    case .none: return .none
    case .notHeld(let read, let stale):
      if let read { start(read) }
      return .notHeld(failed: failedSections.contains(section), stale: stale)
    }
  }

  /// Finds where the first of `ids` that is in the list is now, off the main actor; `found`
  /// gets it, unless the list changed meanwhile (a newer summary asks again).
  func locate(
    _ ids: [UUID],
    found: @escaping @MainActor (_ id: UUID, _ section: TodoSection, _ row: Int) -> Void
  ) {
    let read = pager.positionRead(of: ids)
    let fetch: @Sendable (Database) throws -> TodoPageRead.Position.Found? = { try read.fetch($0) }
    run("finding the selected task in the list", fetch) { [weak self] result in
      // A read of an older list is dropped: a newer summary asks again.
      guard let self, read.generation == pager.generation else { return }
      switch result {
      case .success(let value):
        let position = pager.take(value, for: read)
        onRowsRead(position?.changed ?? false)
        if let value, let position { found(value.id, position.section, position.row) }
      case .failure(let error):
        onFailure(error)
      }
    }
  }

  /// Reads the task `id` as its detail shows it, off the main actor as the pages are; `read`
  /// gets it (or why it could not be read) whatever the list did meanwhile: a read by id is as
  /// new as the list, or newer. Tracked in the tracker of the key that asked (where one is
  /// current), so that the keys that came with it wait for the detail to open.
  func readForDetail(_ id: UUID, read: @escaping @MainActor (TodoDetailItem) -> Void) {
    let fetch: @Sendable (Database) throws -> TodoStoredItem? = {
      try TodoStore.storedItem(id, in: $0)
    }
    run("reading the chosen task for its detail", fetch, in: WorkTracker.current ?? tracker) {
      result in
      read(TodoDetailItem(id: id, read: result))
    }
  }

  /// Waits until no read is in flight: for tests without a host's tracker.
  func waitForReads() async {
    while let (id, task) = tasks.first {
      await task.value
      tasks[id] = nil
    }
  }

  private func start(_ read: TodoPageRead.Page) {
    let fetch: @Sendable (Database) throws -> [TodoPageEntry] = { try read.fetch($0) }
    run("reading a page of the list", fetch) { [weak self] result in
      guard let self, read.generation == pager.generation else { return }
      switch result {
      case .success(let page):
        failedSections.remove(read.section)
        onRowsRead(pager.take(page, for: read))
      case .failure(let error):
        pager.failed(read)
        failedSections.insert(read.section)
        onFailure(error)
      }
    }
  }

  /// Runs `fetch` in a read off the main actor, in a tracked task, then `then` on the main actor.
  private func run<T: Sendable>(
    _ origin: String, _ fetch: @escaping @Sendable (Database) throws -> T,
    in tracker: WorkTracker? = nil,
    then: @escaping @MainActor (Result<T, TodoStoreError>) -> Void
  ) {
    taskCount += 1
    let (id, store) = (taskCount, store)
    tasks[id] = Task.tracked(origin, in: tracker ?? self.tracker) { [weak self] in
      let result: Result<T, TodoStoreError>
      do throws(TodoStoreError) {
        result = .success(try await store.readOffMain(fetch))
      } catch {
        result = .failure(error)
      }
      then(result)
      self?.tasks[id] = nil
    }
  }
}
