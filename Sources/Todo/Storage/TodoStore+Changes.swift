import Foundation
import GRDB

extension TodoStore {
  /// Writes `changes` to the task `id`, each changed column alone, in one transaction; the
  /// columns left out keep what is stored, whoever wrote it. False when the task no longer
  /// exists (deleted elsewhere).
  @discardableResult
  public func apply(_ changes: TodoChanges, to id: UUID) throws(TodoStoreError) -> Bool {
    let assignments = Self.assignments(for: try Self.cleaned(changes))
    return try write { db in try Self.applyRow(assignments, to: id, in: db) }
  }
}
