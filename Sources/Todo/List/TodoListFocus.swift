import Foundation
import Synchronization

/// The task the user last added or edited, for the list to select when it next shows the
/// database: a new task comes into view selected, an edited one keeps the selection however
/// far its new due day moved it.
///
/// One per app, shared by the editors that write and the list that reads it.
public final class TodoListFocus: Sendable {
  private let itemID = Mutex<UUID?>(nil)

  public init() {}

  /// Asks the list to select `id` when it next shows the database.
  public func follow(_ id: UUID) {
    itemID.withLock { $0 = id }
  }

  /// The task to select, once; nil when none was asked for since.
  func take() -> UUID? {
    itemID.withLock { id in
      defer { id = nil }
      return id
    }
  }
}
