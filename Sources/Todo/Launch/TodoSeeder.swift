import Foundation
import GRDB
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

  /// Items per transaction unless told: ids are random, so each row lands on its own pages of
  /// the key's index, and a page changed by many rows of one transaction is written once.
  public static let defaultBatchSize = 10_000

  /// The connection's settings while seeding, restored after: a 64 MiB page cache (SQLite's
  /// default is 2 MiB), so that the index pages a batch changes stay in memory until it commits;
  /// and no flush to the disk per commit (`synchronous = NORMAL`): in write-ahead-log mode a
  /// commit still survives the process being killed, though not a power cut, and the app's own
  /// writes keep the full flush.
  static let seedingSettings = ["cache_size": "-65536", "synchronous": "NORMAL"]

  /// Adds `count` items in batches of `batchSize`, calling `progress` with the number added
  /// so far and `committed` with the ids of the batch, after each batch commits.
  public func seed(
    count: Int, batchSize: Int = defaultBatchSize, progress: (Int) -> Void = { _ in },
    committed: ([UUID]) -> Void = { _ in }
  ) throws(TodoStoreError) {
    let writer = try store.database.writer()
    let saved = try Self.apply(Self.seedingSettings, to: writer)
    defer { _ = try? Self.apply(saved, to: writer) }
    var generator = SplitMix64(seed: UInt64(max(0, count)))
    // The ids' random bits: seeded once by the system, so that they differ from one seed to the
    // next, without a system call per id.
    var idBits = SplitMix64(seed: UInt64.random(in: .min ... .max))
    let today = store.calendar.today
    // The due days' stored text, made once rather than for each row.
    let dueDays = (-10...40).map { today.adding(days: $0).description }
    let now = store.calendar.now()
    let start = now.addingTimeInterval(-Double(count))
    // The file starts with items of its own: the samples are never offered to it.
    _ = try store.write { db in try TodoStore.noteSampleOffer(in: db, at: now) }
    var added = 0
    while added < count {
      let batch = (added..<min(count, added + max(1, batchSize))).map { index in
        Self.row(
          number: index + 1, createdAt: start + Double(index), dueDays: dueDays, &generator,
          idBits: &idBits)
      }
      try Self.insert(batch, into: store)
      committed(batch.map(\.id))
      added += batch.count
      progress(added)
    }
  }

  /// One generated task, its columns as they are bound.
  private struct Row {
    let id: UUID
    let title: String
    let isDone: Bool
    let createdAt: Date
    let due: String?
  }

  /// Writes `rows` in one transaction through one prepared statement, and counts them per day
  /// in one query after (`TodoDayCounts.bulkInsert`). The generic record encoding and the date
  /// formatter cost more than SQLite's own work here, so the creation time goes in as seconds
  /// and SQLite writes it in the stored form (`YYYY-MM-DD HH:MM:SS.SSS`, UTC). Generated
  /// titles are far below the length limit, which the table checks anyway.
  private static func insert(_ rows: [Row], into store: TodoStore) throws(TodoStoreError) {
    try store.write { db in
      let statement = try db.cachedStatement(
        sql: """
          INSERT INTO \(TodoItem.databaseTableName) (id, title, done, createdAt, dueDate)
          VALUES (?, ?, ?, strftime('%Y-%m-%d %H:%M:%f', ?, 'unixepoch'), ?)
          """)
      try TodoDayCounts.bulkInsert(in: db) {
        for row in rows {
          try statement.execute(arguments: [
            TodoStore.key(row.id), row.title, row.isDone, row.createdAt.timeIntervalSince1970,
            row.due,
          ])
        }
      }
    }
  }

  /// Sets each PRAGMA of `settings` on the connection; returns the values they had.
  private static func apply(_ settings: [String: String], to writer: any DatabaseWriter)
    throws(TodoStoreError) -> [String: String]
  {
    do {
      return try writer.writeWithoutTransaction { db in
        var previous: [String: String] = [:]
        for (name, value) in settings {
          previous[name] = try String.fetchOne(db, sql: "PRAGMA \(name)")
          try db.execute(sql: "PRAGMA \(name) = \(value)")
        }
        return previous
      }
    } catch {
      throw TodoStoreError(error)
    }
  }

  private static func row(
    number: Int, createdAt: Date, dueDays: [String], _ generator: inout SplitMix64,
    idBits: inout SplitMix64
  ) -> Row {
    let verb = verbs[Int(generator.next() % UInt64(verbs.count))]
    let thing = things[Int(generator.next() % UInt64(things.count))]
    // From ten days ago (the first of `dueDays`) to forty days ahead.
    let due =
      generator.next() % 4 == 0 ? nil : dueDays[Int(generator.next() % UInt64(dueDays.count))]
    // Random ids in time order: the titles, days and states repeat for the same count, the
    // ids never do, and each batch adds to the end of the id index.
    return Row(
      id: UUID(version7At: createdAt, using: &idBits),
      title: "\(verb) \(thing) #\(number)", isDone: generator.next() % 3 == 0,
      createdAt: createdAt, due: due)
  }
}
