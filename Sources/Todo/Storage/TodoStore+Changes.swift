import Foundation
import GRDB

extension TodoStore {
  /// Writes `changes` to the task `id`, each changed column alone, in one transaction; the
  /// columns left out keep what is stored, whoever wrote it. False when the task no longer
  /// exists (deleted elsewhere).
  @discardableResult
  public func apply(_ changes: TodoChanges, to id: UUID) throws(TodoStoreError) -> Bool {
    var assignments: [ColumnAssignment] = []
    if let title = changes.title {
      assignments.append(TodoItem.Columns.title.set(to: try Self.cleaned(title)))
    }
    if let isDone = changes.isDone { assignments.append(TodoItem.Columns.isDone.set(to: isDone)) }
    if let due = changes.due { assignments.append(TodoItem.Columns.due.set(to: due)) }
    return try write { db in
      let item = Self.stored(id)
      guard try item.fetchCount(db) > 0 else { return false }
      if !assignments.isEmpty { try item.updateAll(db, assignments) }
      return true
    }
  }
}
