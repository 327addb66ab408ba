import GRDB

extension FetchRequest {
  /// SQLite's plan for this request, its steps joined by "; ": "SEARCH todoItem USING INDEX …"
  /// when it reads a range of an index, "SCAN …" when it walks one.
  func queryPlan(in db: Database) throws -> String {
    let prepared = try makePreparedRequest(db, forSingleResult: false)
    return try Row.fetchAll(
      db, sql: "EXPLAIN QUERY PLAN " + prepared.statement.sql,
      arguments: prepared.statement.arguments
    ).map { $0["detail"] as String }.joined(separator: "; ")
  }
}
