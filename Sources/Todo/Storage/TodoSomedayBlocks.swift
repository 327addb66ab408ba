import GRDB

/// Migration v6: the someday tasks (no due day) cut into blocks of consecutive rows of the
/// list's order (creation, then id), each block stored as the key of its first row and the
/// number of rows it holds, kept by triggers. A task's place in Someday and a jump by offset
/// into it add up the blocks before one block (rows of this small table: 502 for the 251,149
/// someday tasks of `--seed 1000000`) and count inside that block only (at most 1,000 index
/// entries), instead of counting every someday task before it.
///
/// Blocks are ranges of the order's own key rather than of a value computed from a row (an
/// hour of creation, say): tasks that share a creation time, however many, still fall into
/// blocks of bounded size. A block holds 1 to `2 × blockSize` rows: one that would grow past
/// that splits at its row `blockSize`; one that shrinks is merged into its neighbour while the
/// two hold at most `blockSize`, so any two neighbours hold more than that, and 1,000,000 tasks
/// make at most 4,000 blocks.
///
/// Every someday row's key is at or after the first block's start; a block's start may be a
/// key no row has any more (its first row was deleted), which changes nothing: a block holds
/// the rows from its start to the next block's start. Like ``TodoDayCounts``, the table is
/// `WITHOUT ROWID`, invisible to database observations: readers observe the task table.
enum TodoSomedayBlocks {
  static let tableName = "todoSomedayBlock"
  /// The rows a split leaves in a block; no block holds more than twice as many.
  static let blockSize = 500

  static func install(in db: Database) throws {
    let size = blockSize
    try db.execute(
      sql: """
        CREATE TABLE \(tableName) (
          createdAt DATETIME NOT NULL,
          id TEXT NOT NULL,
          total INTEGER NOT NULL,
          PRIMARY KEY (createdAt, id)
        ) WITHOUT ROWID;
        INSERT INTO \(tableName) (createdAt, id, total)
          SELECT createdAt, id, total FROM (
            SELECT createdAt, id, row_number() OVER blocks AS place,
              count(*) OVER (PARTITION BY block) AS total
            FROM (
              SELECT createdAt, id,
                (row_number() OVER (ORDER BY createdAt, id) - 1) / \(size) AS block
              FROM todoItem WHERE dueDate IS NULL)
            WINDOW blocks AS (PARTITION BY block ORDER BY createdAt, id))
          WHERE place = 1;
        CREATE TRIGGER todoItem_somedayInsert AFTER INSERT ON todoItem
          WHEN NEW.dueDate IS NULL BEGIN
          \(add("NEW"))
        END;
        CREATE TRIGGER todoItem_somedayDelete AFTER DELETE ON todoItem
          WHEN OLD.dueDate IS NULL BEGIN
          \(remove("OLD"))
        END;
        CREATE TRIGGER todoItem_somedayUpdate AFTER UPDATE OF dueDate, createdAt, id ON todoItem
          WHEN OLD.dueDate IS NULL OR NEW.dueDate IS NULL BEGIN
          \(remove("OLD", if: "OLD.dueDate IS NULL"))
          \(add("NEW", if: "NEW.dueDate IS NULL"))
        END;
        """)
  }

  /// The block holding the someday row with this key: its start, and the rows of the blocks
  /// before it. Nil when no block starts at or before the key (no someday tasks).
  static func block(
    holding createdAt: DatabaseValue, _ id: DatabaseValue, in db: Database
  ) throws -> (start: (createdAt: DatabaseValue, id: DatabaseValue), skipped: Int)? {
    let request = SQLRequest<Row>(
      """
      SELECT createdAt, id,
        (SELECT coalesce(sum(total), 0) FROM \(sql: tableName) AS earlier
          WHERE (earlier.createdAt, earlier.id) < (block.createdAt, +block.id)) AS skipped
      FROM \(sql: tableName) AS block WHERE (createdAt, id) <= (\(createdAt), \(id))
      ORDER BY createdAt DESC, id DESC LIMIT 1
      """)
    guard let row = try request.fetchOne(db) else { return nil }
    return ((row["createdAt"], row["id"]), row["skipped"])
  }

  /// The block that holds the someday task `offset` places from the start (from the end,
  /// `fromEnd`): where its rows begin (end, `fromEnd`: the next block's start, nil for the
  /// last block) and how many rows the blocks before it (after it) hold. Nil past the end.
  static func block(at offset: Int, fromEnd: Bool, in db: Database) throws -> (
    bound: (createdAt: DatabaseValue, id: DatabaseValue)?, skipped: Int
  )? {
    let order: SQL = fromEnd ? "createdAt DESC, id DESC" : "createdAt, id"
    // Backwards, a block's rows end where the block before it in this order starts.
    let bound: SQL =
      fromEnd
      ? "lag(createdAt) OVER blocks AS boundCreatedAt, lag(id) OVER blocks AS boundID"
      : "createdAt AS boundCreatedAt, id AS boundID"
    let request = SQLRequest<Row>(
      """
      SELECT boundCreatedAt, boundID, running - total AS skipped FROM (
        SELECT createdAt, id, total, sum(total) OVER blocks AS running, \(bound)
        FROM \(sql: tableName) WINDOW blocks AS (ORDER BY \(order)))
      WHERE running > \(offset) ORDER BY \(order) LIMIT 1
      """)
    guard let row = try request.fetchOne(db) else { return nil }
    let createdAt: DatabaseValue = row["boundCreatedAt"]
    return (createdAt.isNull ? nil : (createdAt, row["boundID"]), row["skipped"])
  }

  // The statements below compare keys as `(createdAt, id) < (…, +id)`: an operand with no
  // affinity, so that SQLite reads a range of the key on both columns. Two TEXT columns
  // compared would only bound `createdAt`, and walk every key of one creation time.

  /// The key of `row` (`NEW` or `OLD`).
  private static func key(_ row: String) -> String {
    "(+\(row).createdAt, +\(row).id)"
  }

  /// The first or last block (`descending`) of those `condition` keeps, as a row-value query
  /// of its start.
  private static func first(where condition: String, descending: Bool = false) -> String {
    let order = descending ? "createdAt DESC, id DESC" : "createdAt, id"
    return """
      (SELECT createdAt, +id FROM \(tableName) WHERE \(condition) ORDER BY \(order) LIMIT 1)
      """
  }

  /// The start of the block holding the key of `row`: the last block starting at or before it.
  private static func block(of row: String) -> String {
    first(where: "(createdAt, id) <= \(key(row))", descending: true)
  }

  /// The start of the block before the one starting at `start` (a row-value query).
  private static func block(before start: String) -> String {
    first(where: "(createdAt, id) < \(start)", descending: true)
  }

  /// The statements that count `row` (`NEW` or `OLD`) in, each doing nothing unless
  /// `condition` holds: one trigger both takes a task out of its old place and counts it in at
  /// the new one, in that order, because a split counts the rows as they are now.
  private static func add(_ row: String, if condition: String = "1") -> String {
    let size = blockSize
    let block = block(of: row)
    let total = "(SELECT total FROM \(tableName) WHERE (createdAt, id) = \(block))"
    // The block's start if it must split, else NULL: a range from NULL is empty, where a test
    // of the total on each row would walk every someday task after the block.
    let overfull = first(where: "(createdAt, id) = \(block) AND total > \(2 * size)")
    // A key before every block moves the first block's start to it; the first task makes the
    // first block. A block past twice the size then splits: the rows from its row `size` on
    // make a new block, and whichever of the two blocks up to the key is the old one (the only
    // block over the size) keeps `size` rows.
    return """
      UPDATE \(tableName) SET createdAt = \(row).createdAt, id = \(row).id
        WHERE (createdAt, id) = \(first(where: "1")) AND \(key(row)) < (createdAt, id)
        AND \(condition);
      INSERT INTO \(tableName) (createdAt, id, total)
        SELECT \(row).createdAt, \(row).id, 0 WHERE NOT EXISTS (SELECT 1 FROM \(tableName))
          AND \(condition);
      UPDATE \(tableName) SET total = total + 1 WHERE (createdAt, id) = \(block) AND \(condition);
      INSERT INTO \(tableName) (createdAt, id, total)
        SELECT createdAt, id, \(total) - \(size) FROM todoItem
        WHERE dueDate IS NULL AND (createdAt, id) >= \(overfull) AND \(condition)
        ORDER BY dueDate, createdAt, id LIMIT 1 OFFSET \(size);
      UPDATE \(tableName) SET total = \(size)
        WHERE (createdAt, id) = \(block) AND total > \(2 * size) AND \(condition);
      UPDATE \(tableName) SET total = \(size)
        WHERE (createdAt, id) = \(self.block(before: block)) AND total > \(2 * size)
          AND \(condition);
      """
  }

  /// The statements that count `row` out, each doing nothing unless `condition` holds.
  private static func remove(_ row: String, if condition: String = "1") -> String {
    let block = block(of: row)
    return """
      UPDATE \(tableName) SET total = total - 1 WHERE (createdAt, id) = \(block) AND \(condition);
      DELETE FROM \(tableName) WHERE (createdAt, id) = \(block) AND total <= 0 AND \(condition);
      \(mergeIntoPrevious(first(where: "(createdAt, id) > \(key(row))"), if: condition))
      \(mergeIntoPrevious(block, if: condition))
      """
  }

  /// Merges the block starting at `start` (a row-value query) into the block before it when
  /// the two hold at most `blockSize` rows: marked by a negative total first, because the
  /// statement that adds it to the block before must still find it.
  private static func mergeIntoPrevious(_ start: String, if condition: String) -> String {
    let previous = block(before: start)
    let total = "(SELECT total FROM \(tableName) WHERE (createdAt, id) = \(start))"
    return """
      UPDATE \(tableName) SET total = -total WHERE (createdAt, id) = \(start) AND \(condition)
        AND total + (SELECT total FROM \(tableName) WHERE (createdAt, id) = \(previous))
          <= \(blockSize);
      UPDATE \(tableName) SET total = total - \(total)
        WHERE (createdAt, id) = \(previous) AND \(total) < 0;
      DELETE FROM \(tableName) WHERE (createdAt, id) = \(start) AND total < 0;
      """
  }
}
