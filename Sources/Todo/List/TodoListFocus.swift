import Foundation
import Synchronization

/// The task the user last added or edited, for the list to select as soon as it shows it: a
/// new task comes into view selected once its write commits, an edited one keeps the selection however
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

  /// The task to select, until it is selected (``forget(_:)``): a task added in the
  /// background shows after a state or two of the list that do not have it yet.
  var wanted: UUID? {
    itemID.withLock { $0 }
  }

  /// Drops `id`, once selected (or never saved); a task asked for since stays.
  func forget(_ id: UUID) {
    itemID.withLock { wanted in
      if wanted == id { wanted = nil }
    }
  }
}
