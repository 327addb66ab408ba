import Foundation
import GRDB
import SeededRandom
import Testing

@testable import Todo

/// The blocks of someday tasks the triggers keep (migration v6) always match the rows, under
/// any write, with no block over its bound; a task's place in Someday and a jump by offset
/// into it, counted from the blocks, agree with the plain count at every block edge.
@Suite struct TodoSomedayBlocksTests {
  private let store = makeStore()
  private let size = TodoSomedayBlocks.blockSize

  /// Checks the blocks against the rows: the someday rows grouped by the block they fall in
  /// (the last block starting at or before them) count what each block says, every block holds
  /// some and at most twice the block size, and any two neighbours more than the block size.
  private func expectBlocksMatchRows(
    _ db: Database, _ note: String, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let totals = try Int.fetchAll(
      db, sql: "SELECT total FROM todoSomedayBlock ORDER BY createdAt, id")
    let counted = try Row.fetchAll(
      db,
      sql: """
        SELECT (SELECT count(*) FROM todoSomedayBlock AS block
            WHERE (block.createdAt, block.id) <= (task.createdAt, task.id)) AS block,
          count(*) AS total
        FROM todoItem AS task WHERE dueDate IS NULL GROUP BY 1 ORDER BY 1
        """)
    #expect(
      counted.map { $0["block"] as Int } == Array(totals.indices.map { $0 + 1 }),
      "\(note): a block without rows, or rows before every block", sourceLocation: sourceLocation)
    #expect(counted.map { $0["total"] as Int } == totals, "\(note)", sourceLocation: sourceLocation)
    #expect(
      totals.allSatisfy { (1...(2 * size)).contains($0) }, "\(note): \(totals)",
      sourceLocation: sourceLocation)
    #expect(
      zip(totals, totals.dropFirst()).allSatisfy { $0 + $1 > size }, "\(note): \(totals)",
      sourceLocation: sourceLocation)
  }

  /// A key of the list's order, drawn so that ties are common: creation times from a few
  /// dozen values (numbers and text, as different tools write them), ids random, some of them
  /// stored as bytes (which sort after every text).
  private func randomKey(_ random: inout SplitMix64) -> (
    createdAt: DatabaseValue, id: DatabaseValue
  ) {
    let second = Int(random.next() % 40)
    let createdAt =
      random.next() % 3 == 0
      ? second.databaseValue : String(format: "2025-03-14 12:00:%02d.000", second).databaseValue
    let id = random.next()
    let bytes = withUnsafeBytes(of: id) { Data($0) }
    return (createdAt, id % 8 == 0 ? bytes.databaseValue : String(id, radix: 16).databaseValue)
  }

  private func insertRandomTask(_ random: inout SplitMix64, someday: Bool, in db: Database) throws {
    let key = randomKey(&random)
    try db.execute(
      sql: "INSERT INTO todoItem (id, title, done, createdAt, dueDate) VALUES (?, 'T', ?, ?, ?)",
      arguments: [key.id, random.next() % 2, key.createdAt, someday ? nil : "2025-03-20"])
  }

  /// One write of a random kind to a random task, as the app or another tool makes them.
  private func randomWrite(_ random: inout SplitMix64, in db: Database) throws {
    let count = try TodoItem.fetchCount(db)
    guard
      let id = try DatabaseValue.fetchOne(
        db, sql: "SELECT id FROM todoItem LIMIT 1 OFFSET ?",
        arguments: [Int(random.next() % UInt64(max(1, count)))])
    else { return try insertRandomTask(&random, someday: true, in: db) }
    let key = randomKey(&random)
    let statements: [(String, StatementArguments)] = [
      (
        "INSERT INTO todoItem (id, title, createdAt) VALUES (?, 'new', ?)", [key.id, key.createdAt]
      ),
      ("DELETE FROM todoItem WHERE id = ?", [id]),
      ("UPDATE todoItem SET done = 1 - done WHERE id = ?", [id]),
      ("UPDATE todoItem SET title = title || 'x' WHERE id = ?", [id]),
      ("UPDATE todoItem SET dueDate = NULL WHERE id = ?", [id]),
      ("UPDATE todoItem SET dueDate = '2025-03-16' WHERE id = ?", [id]),
      ("UPDATE todoItem SET createdAt = ? WHERE id = ?", [key.createdAt, id]),
      ("UPDATE todoItem SET id = ? WHERE id = ?", [key.id, id]),
      // The app's detail save: every field written, the day unchanged.
      ("UPDATE todoItem SET title = title, done = done, dueDate = dueDate WHERE id = ?", [id]),
      ("DELETE FROM todoItem WHERE (rowid + ?) % 5 = 0", [random.next() % 5]),
      ("UPDATE todoItem SET dueDate = NULL WHERE (rowid + ?) % 4 = 0", [random.next() % 4]),
      ("UPDATE todoItem SET dueDate = '2025-03-17' WHERE (rowid + ?) % 6 = 0", [random.next() % 6]),
    ]
    // The bulk statements (the last three) are rare, and inserts twice as likely as any other
    // single write, so that the list grows and shrinks but keeps a few blocks.
    let choice =
      random.next() % 100 == 0 ? 9 + Int(random.next() % 3) : max(0, Int(random.next() % 10) - 1)
    try db.execute(sql: statements[choice].0, arguments: statements[choice].1)
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func theBlocksFollowEveryKindOfWrite(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    try store.write { db in
      for index in 0..<2_400 { try insertRandomTask(&random, someday: index % 4 != 0, in: db) }
      try expectBlocksMatchRows(db, "seed \(seed), after the inserts")
    }
    for round in 0..<30 {
      try store.write { db in
        for _ in 0..<100 { try randomWrite(&random, in: db) }
      }
      try store.read { db in try expectBlocksMatchRows(db, "seed \(seed), round \(round)") }
    }
  }

  /// Thousands of tasks created at the same moment (one tool's import) still make blocks of
  /// bounded size: the blocks split by id inside one creation time.
  @Test func tasksCreatedAtOneMomentStillMakeSmallBlocks() throws {
    try store.write { db in
      for index in 0..<(5 * size) {
        try db.execute(
          sql: "INSERT INTO todoItem (id, title, createdAt) VALUES (?, 'Same', 0)",
          arguments: [String(format: "%06d", (index * 7_919) % 1_000_000)])
      }
      try expectBlocksMatchRows(db, "one moment")
      #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM todoSomedayBlock") ?? 0 >= 3)
      try db.execute(sql: "DELETE FROM todoItem WHERE rowid % 3 <> 0")
      try expectBlocksMatchRows(db, "one moment, two thirds deleted")
      // Blocks dwindling to a task or two merge into their neighbours.
      try db.execute(sql: "DELETE FROM todoItem WHERE rowid % 150 <> 0")
      try expectBlocksMatchRows(db, "one moment, all but a few deleted")
    }
  }

  /// A block left with one task between two full ones is merged when a neighbour shrinks.
  @Test func aBlockOfOneTaskMergesIntoItsNeighbour() throws {
    let rows = 3 * size + 2
    try store.write { db in
      for index in 0..<rows {
        try db.execute(
          sql: "INSERT INTO todoItem (id, title, createdAt) VALUES (?, 'T', ?)",
          arguments: ["\(index)", index])
      }
      let totals = "SELECT total FROM todoSomedayBlock ORDER BY createdAt, id"
      #expect(try Int.fetchAll(db, sql: totals) == [size, size, size + 2])
      try db.execute(
        sql: "DELETE FROM todoItem WHERE createdAt > ? AND createdAt < ?",
        arguments: [size, 2 * size])
      #expect(try Int.fetchAll(db, sql: totals) == [size, 1, size + 2])
      try db.execute(sql: "DELETE FROM todoItem WHERE createdAt = 0")
      #expect(try Int.fetchAll(db, sql: totals) == [size, size + 2])
      try expectBlocksMatchRows(db, "merged")
    }
  }

  /// Someday laid out over several blocks, with dated tasks around it.
  private func addSomedayTasks(_ count: Int) throws -> [TodoPageEntry.Key] {
    let today = day("2025-03-14")
    let start = Date(timeIntervalSince1970: 1_700_000_000)
    try store.insert(
      (0..<count).map { index in
        TodoItem(
          title: "Task \(index)", createdAt: start + Double(index / 3),
          due: index % 5 == 0 ? today.adding(days: index % 9) : nil)
      })
    return try store.read { db in
      try TodoPageQuery(section: .someday, today: today).fetch(db, from: .offset(0), limit: count)
        .map(\.key)
    }
  }

  /// The places around each block edge: the first and last row of every block and one more.
  private func edges(_ db: Database, rows: Int) throws -> [Int] {
    let totals = try Int.fetchAll(
      db, sql: "SELECT total FROM todoSomedayBlock ORDER BY createdAt, id")
    #expect(totals.count >= 3)
    var places = [0, 1, rows - 1, rows]
    var running = 0
    for total in totals {
      running += total
      places += [running - 1, running, running + 1]
    }
    return places.filter { (0...rows).contains($0) }
  }

  @Test func aTasksPlaceInSomedayIsCountedFromItsBlock() throws {
    let all = try addSomedayTasks(3_000)
    let query = TodoPageQuery(section: .someday, today: day("2025-03-14"))
    try store.read { db in
      for place in try edges(db, rows: all.count) where place < all.count {
        #expect(try query.countBefore(all[place], in: db) == place, "row \(place)")
      }
      for place in stride(from: 0, to: all.count, by: 37) {
        #expect(try query.countBefore(all[place], in: db) == place, "row \(place)")
      }
    }
  }

  @Test func aJumpIntoSomedayStartsAtItsBlockAndLandsOnTheSameRows() throws {
    let all = try addSomedayTasks(3_000)
    let query = TodoPageQuery(section: .someday, today: day("2025-03-14"))
    try store.read { db in
      for offset in try edges(db, rows: all.count) {
        let forwards = try query.fetch(db, from: .offset(offset), limit: 3).map(\.key)
        #expect(forwards == Array(all[offset..<min(offset + 3, all.count)]), "offset \(offset)")
        let end = all.count - offset
        let backwards = try query.fetch(db, from: .offsetFromEnd(offset), limit: 3).map(\.key)
        #expect(backwards == Array(all[max(0, end - 3)..<end]), "from the end \(offset)")
      }
      for anchor in [TodoPageQuery.Anchor.offset(1_700), .offsetFromEnd(1_700)] {
        let start = try #require(try query.jumpStart(for: anchor, in: db))
        #expect(start.offset < 2 * size, "\(anchor) skips \(start.offset) rows")
        // A range of the order index (SEARCH), never a walk of it (SCAN).
        let plan = try query.request(from: anchor, limit: 10, startingAt: start)
          .queryPlan(in: db)
        #expect(
          plan.hasPrefix("SEARCH todoItem USING") && plan.contains("todoItem_listOrder")
            && plan.contains("createdAt") && !plan.contains("TEMP B-TREE"), "\(plan)")
      }
    }
  }

  /// A file from v5 gets its blocks when it opens, and its triggers keep them from then on.
  @Test func aVersion5FileGetsItsBlocks() throws {
    let folder = try TemporaryDirectory()
    let path = folder.path("todo.sqlite")
    let queue = try DatabaseQueue(path: path)
    try TodoSchema.migrator.migrate(queue, upTo: "v5: counts per day")
    var random = SplitMix64(seed: 5)
    try queue.write { db in
      for index in 0..<(3 * size + 7) {
        try insertRandomTask(&random, someday: index % 5 != 0, in: db)
      }
    }
    try queue.close()

    let store = makeStore(.file(path))
    let today = day("2025-03-14")
    let query = TodoPageQuery(section: .someday, today: today)
    try store.read { db in
      #expect(try TodoSchema.migrator.appliedIdentifiers(db).contains("v6: someday blocks"))
      try expectBlocksMatchRows(db, "migrated")
      let all = try query.fetch(db, from: .offset(0), limit: 10 * size).map(\.key)
      for place in try edges(db, rows: all.count) where place < all.count {
        #expect(try query.countBefore(all[place], in: db) == place, "row \(place)")
      }
      #expect(try TodoListSummary.fetch(db, today: today).counts[.someday] == all.count)
    }
    try store.write { db in
      for _ in 0..<300 { try randomWrite(&random, in: db) }
      try expectBlocksMatchRows(db, "migrated, then written")
    }
  }
}
