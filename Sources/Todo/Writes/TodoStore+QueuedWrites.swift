import Foundation
import GRDB

/// The writes the screens ask for: queued and run off the main actor, in order, waiting out a
/// lock held elsewhere or a file that refuses writes for now (see ``TodoWriteQueue``). What can
/// be refused at once (an empty or too long title) is refused before anything is queued; each
/// change is named in ``writeStatus`` until it is saved. The synchronous writes are for launch
/// steps, tools and tests.
extension TodoStore {
  /// The changes not saved yet, and what the user is to be told of them.
  @MainActor
  public var writeStatus: TodoWriteStatus { writes.status }

  /// Writes queued and not finished yet.
  public var pendingWriteCount: Int { writes.pendingCount }

  /// Marks `item` done, or not done when the list showed it done, when its turn comes; a task
  /// gone by then is left. The value is the one named, not a flip of what is stored by then:
  /// two apps that both mark a task done leave it done, rather than cancelling each other.
  @MainActor
  public func enqueueToggleDone(of item: TodoItem) {
    let id = item.id
    let isDone = !item.isDone
    writes.enqueue(.markDone(isDone, taskTitle: item.title), task: id) { db in
      try Self.stored(id).updateAll(db, TodoItem.Columns.isDone.set(to: isDone)) > 0
    }
  }

  /// Deletes `item`, when its turn comes.
  @MainActor
  public func enqueueDelete(of item: TodoItem) {
    let id = item.id
    writes.enqueue(.delete(taskTitle: item.title), task: id) { db in
      try Self.deleteRow(id, in: db)
    }
  }

  /// Adds a task, created now, not done, when its turn comes. Returns it at once (its id is
  /// known before it is saved); a title that cannot be stored is refused now.
  @MainActor
  @discardableResult
  public func enqueueAdd(title: String, due: CalendarDay? = nil) throws(TodoStoreError)
    -> TodoItem
  {
    let item = TodoItem(title: try Self.cleaned(title), createdAt: calendar.now(), due: due)
    writes.enqueue(.add(title: item.title, due: due), task: item.id) { db in try item.insert(db) }
    return item
  }

  /// Writes `changes` to the task `id` when its turn comes (see ``apply(_:to:)``). A title
  /// that cannot be stored is refused now; a task deleted by then is reported as
  /// ``TodoEditError/deletedMeanwhile(taskTitle:)``, named `title`.
  @MainActor
  public func enqueueApply(_ changes: TodoChanges, to id: UUID, title: String)
    throws(TodoStoreError)
  {
    let changes = try Self.cleaned(changes)
    writes.enqueue(.edit(taskTitle: title, changes: changes), task: id) { db in
      guard try Self.applyRow(Self.assignments(for: changes), to: id, in: db) else {
        throw TodoEditError.deletedMeanwhile(taskTitle: title)
      }
    }
  }

  /// Waits until every write queued so far has finished, saved or given up.
  public func waitForWrites() async {
    await writes.waitUntilIdle()
  }

  /// Waits, at most `timeout` of `clock`, for the queued writes to finish (the app is
  /// quitting); returns the changes that are still not saved (a lock held elsewhere all
  /// along, a file that kept refusing writes), oldest first.
  @MainActor
  public func finishWrites(within timeout: Duration, clock: any Clock<Duration>) async
    -> [TodoUnsavedChange]
  {
    await writes.waitUntilIdle(within: timeout, clock: clock)
    return writeStatus.unsaved
  }

  static func toggleDoneRow(_ id: UUID, in db: Database) throws -> Bool {
    try stored(id).updateAll(db, TodoItem.Columns.isDone.set(to: !TodoItem.Columns.isDone)) > 0
  }

  static func deleteRow(_ id: UUID, in db: Database) throws -> Bool {
    try stored(id).deleteAll(db) > 0
  }

  /// `changes` with its title cleaned; refused when the title cannot be stored.
  static func cleaned(_ changes: TodoChanges) throws(TodoStoreError) -> TodoChanges {
    var cleaned = changes
    if let title = changes.title { cleaned.title = try Self.cleaned(title) }
    return cleaned
  }

  /// The columns `changes` sets.
  static func assignments(for changes: TodoChanges) -> [ColumnAssignment] {
    var assignments: [ColumnAssignment] = []
    if let title = changes.title { assignments.append(TodoItem.Columns.title.set(to: title)) }
    if let isDone = changes.isDone { assignments.append(TodoItem.Columns.isDone.set(to: isDone)) }
    if let due = changes.due { assignments.append(TodoItem.Columns.due.set(to: due)) }
    return assignments
  }

  /// Sets `assignments` on the task `id`; false when it no longer exists.
  static func applyRow(_ assignments: [ColumnAssignment], to id: UUID, in db: Database) throws
    -> Bool
  {
    let item = stored(id)
    guard try item.fetchCount(db) > 0 else { return false }
    if !assignments.isEmpty { try item.updateAll(db, assignments) }
    return true
  }
}
