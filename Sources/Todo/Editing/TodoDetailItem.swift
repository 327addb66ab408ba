import Foundation

/// A task as the list read it for its detail, off the main actor before the detail opens: the
/// task as its editor shows it, or why it could not be read (deleted elsewhere before the list
/// heard, an unreadable file), which the detail says as it opens.
public struct TodoDetailItem: Equatable, Sendable {
  /// The task chosen.
  public var id: TodoItem.ID
  /// What reading it gave.
  public var read: Result<TodoStoredItem, TodoStoreError>

  /// The task `id` as `read` found it; a task not found is said as ``TodoStoreError/itemNotFound``.
  public init(id: TodoItem.ID, read: Result<TodoStoredItem?, TodoStoreError>) {
    self.id = id
    self.read = read.flatMap { stored in stored.map { .success($0) } ?? .failure(.itemNotFound) }
  }
}
