import Foundation
import GRDB

/// One task: what to do, whether it is done, when it was written down and when it is due.
public struct TodoItem: Identifiable, Hashable, Sendable {
  public var id: UUID
  public var title: String
  public var isDone: Bool
  public var createdAt: Date
  /// The day it is due; nil for "someday".
  public var due: CalendarDay?

  public init(
    id: UUID = UUID(), title: String, isDone: Bool = false, createdAt: Date,
    due: CalendarDay? = nil
  ) {
    self.id = id
    self.title = title
    self.isDone = isDone
    self.createdAt = createdAt
    self.due = due
  }
}

extension TodoItem: Codable, FetchableRecord, PersistableRecord {
  public static let databaseTableName = "todoItem"

  /// The id is stored as text ("0f8fad5b-d9cb-469f-a165-70867728950e"), readable in `sqlite3`.
  public static func databaseUUIDEncodingStrategy(for column: String)
    -> DatabaseUUIDEncodingStrategy
  { .lowercaseString }

  enum CodingKeys: String, CodingKey {
    case id
    case title
    case isDone = "done"
    case createdAt
    case due = "dueDate"
  }

  /// The table's columns, for queries.
  public enum Columns {
    static let id = Column(CodingKeys.id)
    static let title = Column(CodingKeys.title)
    static let isDone = Column(CodingKeys.isDone)
    static let createdAt = Column(CodingKeys.createdAt)
    static let due = Column(CodingKeys.due)
  }
}
