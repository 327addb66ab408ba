import GRDB

/// A due day is stored as its `YYYY-MM-DD` text: it sorts as the days do, so the list's order
/// and its sections are ranges of one index.
extension CalendarDay: DatabaseValueConvertible, Codable {
  public var databaseValue: DatabaseValue { description.databaseValue }

  public static func fromDatabaseValue(_ dbValue: DatabaseValue) -> CalendarDay? {
    String.fromDatabaseValue(dbValue).flatMap(CalendarDay.init)
  }

  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let day = CalendarDay(text) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "not a YYYY-MM-DD day: \(text)"))
    }
    self = day
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
