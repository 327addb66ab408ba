import Foundation
import ThinDI

/// The launch step that gives a new user something to look at: two items, added only to a
/// new database: one never offered them before, and empty (see ``TodoStore/addSamples(_:)``).
/// A list its user emptied stays empty.
public struct SampleDataStep: StartupStep {
  /// The step's name in the launch report and in errors.
  public static let name = "Sample data"

  private let store: TodoStore

  public init(store: TodoStore) {
    self.store = store
  }

  public func run() async throws {
    // A file another program holds locked is not one this launch made: were it new, the
    // next launch offers the samples.
    guard !store.database.isWaitingForLock else { return }
    let now = store.calendar.now()
    try store.addSamples([
      TodoItem(title: "Write some tests", isDone: false, createdAt: now),
      // A millisecond later, so that the two keep this order in the list.
      TodoItem(title: "Do a blog post", isDone: true, createdAt: now.addingTimeInterval(0.001)),
    ])
  }
}
