import Foundation
import SeededRandom

/// Fills the database with generated items, for trying the list at scale
/// (`demo todo --seed 100000`).
///
/// Items come from a seeded generator, so the same count gives the same items' titles, days
/// and states every time: about a quarter without a due day, the others spread from ten days
/// ago to forty days ahead, a third of them done. Each batch is one transaction, reported as
/// it commits: a seed that is interrupted keeps every batch it reported.
public struct TodoSeeder: Sendable {
  private let store: TodoStore

  public init(store: TodoStore) {
    self.store = store
  }

  private static let verbs = [
    "Write", "Review", "Fix", "Plan", "Call about", "Read", "Tidy", "Book", "Order", "Test",
  ]
  private static let things = [
    "the release notes", "the garden", "the dentist", "the quarterly report", "the bike",
    "a birthday present", "the flaky test", "the train tickets", "the kitchen", "the backlog",
  ]

  /// How many items one seed adds at most: a million is ten times the scale the list is
  /// measured at, and takes seconds.
  public static let countRange = 1...1_000_000

  /// Adds `count` items in batches of `batchSize`, calling `progress` with the number added
  /// so far and `committed` with the ids of the batch, after each batch commits.
  public func seed(
    count: Int, batchSize: Int = 1000, progress: (Int) -> Void = { _ in },
    committed: ([UUID]) -> Void = { _ in }
  ) throws(TodoStoreError) {
    var generator = SplitMix64(seed: UInt64(max(0, count)))
    let today = store.calendar.today
    let start = store.calendar.now().addingTimeInterval(-Double(count))
    var added = 0
    while added < count {
      let batch = (added..<min(count, added + max(1, batchSize))).map { index in
        Self.item(number: index + 1, createdAt: start + Double(index), today: today, &generator)
      }
      try store.insert(batch)
      committed(batch.map(\.id))
      added += batch.count
      progress(added)
    }
  }

  private static func item(
    number: Int, createdAt: Date, today: CalendarDay, _ generator: inout SplitMix64
  ) -> TodoItem {
    let verb = verbs[Int(generator.next() % UInt64(verbs.count))]
    let thing = things[Int(generator.next() % UInt64(things.count))]
    let due: CalendarDay? =
      generator.next() % 4 == 0 ? nil : today.adding(days: Int(generator.next() % 51) - 10)
    return TodoItem(
      title: "\(verb) \(thing) #\(number)", isDone: generator.next() % 3 == 0,
      createdAt: createdAt, due: due)
  }
}
